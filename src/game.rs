//! A game: start position, moves, outcome.
