# Life-and-death example 16 of the 1989 Japanese rules
# (../shared/rules/japanese-rules-1989.txt, "Examples of confirmation of life
# and death"), judged by final_status_list and final_score under the japanese
# preset. The text has no diagrams; the position is rebuilt from the text (see
# the comment below for what was rebuilt and how it plays out), on a board whose
# other groups are plainly alive. Komi 0. The confirmation phase is Article 7
# clause 2: after the game stops, a ko may be retaken only after a pass for that
# ko (score/solver.rs, `Confirmation`).

# ===== Example 16: a bent four dies, and the seki beside it collapses =====
# The text gives only the verdict and the counts ("the ten white stones in the
# left corner", "the eleven white stones to the right"); the shape is chosen as
# the simplest that has them. score-games/jp16.sgf (9x9):
#   9 . . . O X . O O O     White's corner chain (ten stones: D9 D8 C8 B8 A7
#   8 . O O O X . O O O     B7 C7 D7 A6 B6) has the bent-four eye space A9 B9
#   7 O O O O X O O O O     C9 A8. Black's chain X (18 stones: E9-E6, C6 D6,
#   6 O O X X X X X X O     F6-H6, row 5) has no eye and no liberty but F9 and
#   5 X X X X X X X X X     F8, which it shares with White's eleven stones G9
#   4 O O O O O O O O O     H9 J9 G8 H8 J8 F7 G7 H7 J7 J6: a seki while the
#   3 O . . . . . . . .     corner stands. Rows 1-4 are White's, pass-alive
#   2 O O O O O O O O O     (two eyes: B3-J3 and row 1).
#   1 . . . . . . . . .
#     A B C D E F G H J
# Confirmation: Black B9, White A9, Black A8 takes the ko, White must pass for
# it, Black C9 captures the corner (bent four in the corner, as in example
# 7-1). Black's chain now has the corner as an eye, so it fills F9 and F8 and
# captures the eleven white stones: the seki collapses. White moving first
# cannot hurt Black: F9 or F8 puts its own eleven stones in atari.
# Black: 14 corner points + 13 points at the top right + 21 dead = 48; White
# 17 (B3-J3, row 1): B+31.
loadsgf score-games/jp16.sgf
kata-set-rules japanese
komi 0
1600 final_status_list dead
#? [A6 A7 B6 B7 B8 C7 C8 D7 D8 D9\nF7 G7 G8 G9 H7 H8 H9 J6 J7 J8 J9]
1601 final_status_list seki
#? []
1602 final_score
#? [B\+31]
1603 tengen-score_breakdown
#? [.*territory: black 27 white 17\n.*dead stones removed: black 21 white 0\n.*]
