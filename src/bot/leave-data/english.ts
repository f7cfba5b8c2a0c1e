// Written by scripts/train-leaves.ts: do not edit by hand.
import type { LeaveModel } from '../leaves.js';

/** The shipped leave model of the English tile set: self-play of equity bots (level strong), 2 generation(s) of 300 games (600 games, 12937 leaves), en rules, word list dictionary-en with simple affixes; one-step TD targets, ridge 20; 2 workers, 105 s; 2026-11-23. */
export const ENGLISH_LEAVES: LeaveModel = {
  format: "scrabble-engine/leaves@1",
  tileSet: "en",
  version: 1,
  provenance: "self-play of equity bots (level strong), 2 generation(s) of 300 games (600 games, 12937 leaves), en rules, word list dictionary-en with simple affixes; one-step TD targets, ridge 20; 2 workers, 105 s; 2026-11-23",
  vowels: [
    "A",
    "E",
    "I",
    "O",
    "U"
  ],
  single: {
    "?": 18.35,
    A: -2.47,
    B: -0.22,
    C: 0.95,
    D: 0.09,
    E: -1.03,
    F: 1.13,
    G: -1.08,
    H: 1.76,
    I: -2.48,
    J: 1.58,
    K: 2.52,
    L: -1.45,
    M: 3.64,
    N: -0.38,
    O: -3.21,
    P: 0.37,
    Q: 1.15,
    R: -0.94,
    S: 4.23,
    T: -1.41,
    U: -5.89,
    V: -2.26,
    W: -0.9,
    X: 3.64,
    Y: -1.88,
    Z: 2.72
  },
  duplicate: {
    "?": 3.95,
    A: -3.55,
    B: -1.9,
    C: 0,
    D: -1.12,
    E: -4.17,
    F: 0.89,
    G: -4.03,
    H: -0.91,
    I: -6.61,
    J: 0,
    K: 0,
    L: -4.18,
    M: -1,
    N: -5.8,
    O: -5.11,
    P: -0.55,
    Q: 0,
    R: -4.33,
    S: -0.83,
    T: -3.37,
    U: -6.43,
    V: -2.43,
    W: -1.18,
    X: 0,
    Y: -0.77,
    Z: 0
  },
  extraCopy: -6.5,
  balance: [
    [
      0,
      -1.44,
      -1.03,
      -0.07,
      -0.4,
      -4.73,
      -1.09,
      0
    ],
    [
      -0.12,
      1.69,
      0.94,
      0.53,
      1.46,
      1.07,
      0,
      0
    ],
    [
      -1.41,
      1.49,
      0.33,
      0.55,
      -0.59,
      0,
      0,
      0
    ],
    [
      -4.67,
      0.47,
      1.14,
      -0.37,
      0,
      0,
      0,
      0
    ],
    [
      -4.05,
      -1.99,
      -0.98,
      0,
      0,
      0,
      0,
      0
    ],
    [
      -2.44,
      0,
      0,
      0,
      0,
      0,
      0,
      0
    ],
    [
      0,
      -0.21,
      -0.21,
      -0.21,
      -0.21,
      -0.21,
      -0.21,
      -0.21
    ],
    [
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0
    ]
  ]
};
