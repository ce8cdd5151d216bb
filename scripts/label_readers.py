#!/usr/bin/env python3
"""Labels tests/data/readers/ with python-chess 1.11.2 (`pip install chess==1.11.2`): the FEN cases' repaired
FEN and perft counts, and the final FEN of each game the PGN files should hold. The warning texts and the
game separation are Escaque's own (Contract 1 in docs/ARCHITECTURE.md). Run from the repository root."""
import os
os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "data", "readers"))
import json
import chess
cases = [
 ("4k3/8/8/8/8/8/8/4K3", ["only the piece placement was given: read as w - - 0 1"]),
 ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 0", ["fullmove number 0 read as 1"]),
 ("4k3/8/8/8/8/8/8/R3K2R w KQkq - 0 1", ["castling right k dropped: the king or the rook is not on its starting square","castling right q dropped: the king or the rook is not on its starting square"]),
 ("r3k2r/8/8/8/8/8/8/1R2K2R b KQkq - 3 20", ["castling right Q dropped: the king or the rook is not on its starting square"]),
 ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1", ["en passant square e3 dropped: no double step could have left it"]),
 ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1", ["en passant square e6 dropped: no double step could have left it"]),
 ("4k3/8/8/8/8/8/8/4K3 w - e5 0 1", ["en passant square e5 dropped: no double step could have left it"]),
 ("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", []),
 ("rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 2", []),
 ("4k3/8/8/8/8/8/8/4K3 w KQkq e6 0 0", ["castling right K dropped: the king or the rook is not on its starting square","castling right Q dropped: the king or the rook is not on its starting square","castling right k dropped: the king or the rook is not on its starting square","castling right q dropped: the king or the rook is not on its starting square","en passant square e6 dropped: no double step could have left it","fullmove number 0 read as 1"]),
 ("4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1", ["white has more material than a game can reach"]),
 ("4k3/8/8/8/8/8/PPPPPPPP/1NN1KN2 w - - 0 1", ["white has more material than a game can reach"]),
 ("qqqqkqqq/qqqqqqqq/8/8/8/8/8/4K3 w - - 0 1", ["black has more material than a game can reach"]),
 ("kBQQQQQQ/BR5Q/Q6Q/Q6Q/Q6Q/Q6Q/Q6Q/KQQQQQQQ w - - 0 1", ["white has more material than a game can reach"]),
 ("4k3/8/3N4/1B6/8/8/8/K3R3 b - - 0 1", ["a check no legal move can give: 3 pieces give check"]),
 ("4k3/3P4/5N2/8/8/8/8/K7 b - - 0 1", ["a check no legal move can give: double check by f6 and d7, neither of which a move could have uncovered"]),
 ("R3k2R/8/8/8/8/8/8/K7 b - - 0 1", ["a check no legal move can give: double check by a8 and h8 along one line"]),
 ("8/8/8/8/8/3k4/4P3/K7 b - - 0 1", ["a check no legal move can give: check by the pawn on e2, which has never moved"]),
 ("4k2R/8/8/8/4Pp2/8/8/4K3 b - e3 0 1", ["a check no legal move can give: check not given by the double step over e3"]),
 ("3R4/8/q4k2/2B5/1NK5/3b4/8/8 w - - 0 1", ["a check no legal move can give: double check by d3 and a6 along one line"]),
 ("r1bqkbnr/pppp1Qpp/2n5/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4", []),
]
errors = [
 ("4k3/8/8/8/8/8/8/8 w - - 0 1", "white has no king"),
 ("4k3/8/8/8/8/8/8/3KK3 w - - 0 1", "white has more than one king"),
 ("4k2P/8/8/8/8/8/8/4K3 w - - 0 1", "pawn on the back rank at h8"),
 ("4k3/8/8/8/8/8/8/p3K3 b - - 0 1", "pawn on the back rank at a1"),
 ("4k3/4R3/8/8/8/8/8/4K3 w - - 0 1", "the side not to move is in check"),
 ("8/8/8/8/8/1NN5/8/k1K5 w - - 0 1", "the side not to move is in check"),
 ("4k3/8/8/8/8/8/8/4K3 x - - 0 1", "side to move"),
 ("4k3/8/8/8/8/8/8/4K3 w KZ - 0 1", "castling"),
 ("4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra", "unexpected text"),
]
def perft(b, d):
    if d == 0: return 1
    n = 0
    for m in b.legal_moves:
        b.push(m); n += perft(b, d-1); b.pop()
    return n
out = []
for fen, warns in cases:
    b = chess.Board(fen)
    depth = 3 if len(list(b.legal_moves)) < 100 else 1
    out.append({"fen": fen, "expect": b.fen(), "warnings": warns,
                "perft": [perft(b, d) for d in range(1, depth+1)],
                "python_chess_status": [s.name for s in chess.Status if s and (b.status() & s) == s and s.name]})
for fen, err in errors:
    out.append({"fen": fen, "error": err})
with open("fen_cases.jsonl", "w") as f:
    for o in out: f.write(json.dumps(o) + "\n")
def game(tags, sans, result, comments=0, fen=chess.STARTING_FEN):
    b = chess.Board(fen)
    for s in sans: b.push(chess.Move.null()) if s == "--" else b.push_san(s)
    return {"tags": tags, "san": sans, "result": result, "fen": b.fen(), "comments": comments}
exp = [
 ("pgn_result_then_comment.pgn", [
   game({"Event": "Comment after the result", "Result": "1-0"}, "e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#".split(), "1-0", 1),
   game({"Event": "Comment on the next line", "Result": "0-1"}, "f3 e5 g4 Qh4#".split(), "0-1", 2),
   game({"Event": "Tag-only game ended by its result", "Result": "*"}, [], "*", 1),
   game({}, "d4 d5".split(), "1/2-1/2", 1),
 ]),
 ("pgn_tagless.pgn", [
   game({}, "e4 e5 Nf3".split(), "*"),
   game({}, "d4 d5".split(), "1-0"),
   game({}, ["c4"], "0-1"),
   game({}, "e4 c5 Nf3 d6".split(), "*"),
   game({}, "d4 Nf6 c4 e6 Nc3 Bb4".split(), "*"),
 ]),
 ("pgn_tag_only.pgn", [
   game({"Event": "Only tags, one", "Result": "1-0"}, [], "1-0"),
   game({"Event": "Only tags, two", "White": "Nobody"}, [], "*"),
   game({"Event": "Only tags, with a blank line inside", "Site": "Here", "Result": "*"}, [], "*"),
   game({"Event": "A real game after them", "Result": "1/2-1/2"}, "Nf3 Nf6".split(), "1/2-1/2"),
 ]),
 ("pgn_blank_lines_in_movetext.pgn", [
   game({"Event": "Blank lines inside movetext", "Result": "1-0"}, "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O".split(), "1-0", 1),
   game({"Event": "The next game", "Result": "*"}, "d4 d5".split(), "*"),
 ]),
 ("pgn_bad_tag_names.pgn", [
   game({"Event": "Tag names that are not PGN symbols", "White": "Kept", "Black": "Also kept", "Time_Control+2": "Kept: letters, digits and _+#=:-", "Result": "0-1"}, "f3 e5 g4 Qh4#".split(), "0-1"),
   game({}, ["e4"], "*"),
 ]),
 ("pgn_lenient_fen_tag.pgn", [
   game({"Event": "Lenient FEN tag", "SetUp": "1", "FEN": "4k3/8/8/8/8/8/8/R3K2R w KQkq - 0 0"}, "O-O -- Ra8+".split(), "1-0", 0, "4k3/8/8/8/8/8/8/R3K2R w KQkq - 0 0"),
 ]),
]
with open("pgn_expected.jsonl", "w") as f:
    for file, games in exp:
        f.write(json.dumps({"file": file, "games": games}) + "\n")
