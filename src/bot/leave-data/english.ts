// Written by scripts/train-leaves.ts: do not edit by hand.
import type { LeaveModel } from '../leaves.js';

/** The shipped leave model of the English tile set (heuristic from the tile values (not trained)). */
export const ENGLISH_LEAVES: LeaveModel = {
  format: "scrabble-engine/leaves@1",
  tileSet: "en",
  version: 0,
  provenance: "heuristic from the tile values (not trained)",
  vowels: [
    "A",
    "E",
    "I",
    "O",
    "U"
  ],
  single: {
    "?": 20,
    A: 1.5,
    B: -0.1,
    C: -0.1,
    D: 0.7,
    E: 1.5,
    F: -0.9,
    G: 0.7,
    H: -0.9,
    I: 1.5,
    J: -4.1,
    K: -1.7,
    L: 1.5,
    M: -0.1,
    N: 1.5,
    O: 1.5,
    P: -0.1,
    Q: -5.7,
    R: 1.5,
    S: 1.5,
    T: 1.5,
    U: 1.5,
    V: -0.9,
    W: -0.9,
    X: -4.1,
    Y: -0.9,
    Z: -5.7
  },
  duplicate: {
    "?": 5,
    A: -4,
    B: -6,
    C: -6,
    D: -5,
    E: -4,
    F: -7,
    G: -5,
    H: -7,
    I: -4,
    J: -11,
    K: -8,
    L: -4,
    M: -6,
    N: -4,
    O: -4,
    P: -6,
    Q: -13,
    R: -4,
    S: -4,
    T: -4,
    U: -4,
    V: -7,
    W: -7,
    X: -11,
    Y: -7,
    Z: -13
  },
  extraCopy: -6,
  balance: [
    [
      0,
      -0.2,
      -1.4,
      -2.6,
      -3.8,
      -5,
      -6.2,
      -7.4
    ],
    [
      -0.5,
      0.7,
      0.1,
      -1.1,
      -2.3,
      -3.5,
      -4.7,
      -5.9
    ],
    [
      -2,
      -0.8,
      0.4,
      0.4,
      -0.8,
      -2,
      -3.2,
      -4.4
    ],
    [
      -3.5,
      -2.3,
      -1.1,
      0.1,
      0.7,
      -0.5,
      -1.7,
      -2.9
    ],
    [
      -5,
      -3.8,
      -2.6,
      -1.4,
      -0.2,
      1,
      -0.2,
      -1.4
    ],
    [
      -6.5,
      -5.3,
      -4.1,
      -2.9,
      -1.7,
      -0.5,
      0.7,
      0.1
    ],
    [
      -8,
      -6.8,
      -5.6,
      -4.4,
      -3.2,
      -2,
      -0.8,
      0.4
    ],
    [
      -9.5,
      -8.3,
      -7.1,
      -5.9,
      -4.7,
      -3.5,
      -2.3,
      -1.1
    ]
  ]
};
