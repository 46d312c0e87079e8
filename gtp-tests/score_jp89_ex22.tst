# Life-and-death example 22 of the 1989 Japanese rules
# (../shared/rules/japanese-rules-1989.txt, "Examples of confirmation of life
# and death"), judged by final_status_list and final_score under the japanese
# preset. The text has no diagrams; the position is rebuilt from the text (see
# the comment below for what was rebuilt and how it plays out), on a board whose
# other groups are plainly alive. Komi 0. The confirmation phase is Article 7
# clause 2: after the game stops, a ko may be retaken only after a pass for that
# ko (score/solver.rs, `Confirmation`).

# ===== Example 22: Black need not capture the three white stones =====
# The text: "The seven black stones are alive and the ten white stones are
# dead. Black does not have to add a move to capture the three white stones."
# No diagram of it was found; the shape is chosen from the text alone (a
# search over a 4x5 corner inside Black's wall for seven black stones in one
# chain whose liberties are all liberties of two white chains, of seven and
# three stones, the three in atari). score-games/jp22.sgf (9x9):
#   9 O O O . . X . . .     Black's seven stones A8-D8 B7-D7 have two
#   8 X X X X O X . . .     liberties: D9, the last liberty of White's three
#   7 . X X X O X . . .     stones A9 B9 C9, and A7, shared with White's
#   6 O O O O O X X X X     seven stones A6-E6 E7 E8 (liberties A7 and E9).
#   5 X X X X X X X X X     Everything else is Black's, pass-alive.
#   4 X . . . . . . . .
#   3 X X X X X X X X X
#   2 X . . . . . . . .
#   1 X X X X X X X X X
#     A B C D E F G H J
# White moving first cannot kill: White A7 leaves Black D9, which captures
# the three stones and gives Black room; White D9 (White's three now have
# E9) leaves Black A7, but Black captures the four stones at E9 instead. So
# Black need not capture the three stones before the end. Black moving first
# captures the three at D9, then the seven at A7 and E9.
# Count: Black 13 points here + 9 (G7-J9) + 16 (B4-J4, B2-J2) = 38, plus 10
# dead = 48; White 0: B+48.
loadsgf score-games/jp22.sgf
kata-set-rules japanese
komi 0
2200 final_status_list dead
#? [A6 B6 C6 D6 E6 E7 E8\nA9 B9 C9]
2201 final_status_list seki
#? []
2202 final_score
#? [B\+48]
2203 tengen-score_breakdown
#? [.*territory: black 38 white 0\n.*dead stones removed: black 10 white 0\n.*]
