# Life-and-death example 18 of the 1989 Japanese rules
# (../shared/rules/japanese-rules-1989.txt, "Examples of confirmation of life
# and death"), judged by final_status_list and final_score under the japanese
# preset. The text has no diagrams; the position is rebuilt from the text (see
# the comment below for what was rebuilt and how it plays out), on a board whose
# other groups are plainly alive. Komi 0. The confirmation phase is Article 7
# clause 2: after the game stops, a ko may be retaken only after a pass for that
# ko (score/solver.rs, `Confirmation`).

# ===== Example 18: the corner dies, and the black group in seki dies with it =====
# The text gives only the verdict ("the seven black stones in the corner are
# dead. The black group in the center dies through collapse of the seki");
# the shape is chosen as the simplest that has it: example 7-1's corner with
# the colours swapped, and a seki beside it. The "center" group sits at the
# top right here, so that the board stays 9x9 and easy to count by hand.
# score-games/jp18.sgf (9x9):
#   9 O O . X O . X X X     White A9 B9 A8 inside Black's seven stones D9 D8
#   8 O X X X O . X X X     C8 B8 B7 B6 A6 (no outside liberty); A7 and C9
#   7 . X O O O X X X X     empty. White's chain (20 stones: E9-E6, C7 D7, C6
#   6 X X O O O O O O X     D6, F6-H6, row 5) has no eye and no liberty but F9
#   5 O O O O O O O O O     and F8, which it shares with Black's eleven stones
#   4 X X X X X X X X X     G9 H9 J9 G8 H8 J8 F7 G7 H7 J7 J6: a seki while the
#   3 X . . . . . . . .     corner stands. Rows 1-4 are Black's, pass-alive.
#   2 X X X X X X X X X
#   1 . . . . . . . . .
#     A B C D E F G H J
# Confirmation, example 7-1 with colours swapped: White C9, Black A7 captures
# four stones, White B9, Black A9, White A8 takes the ko, Black must pass for
# it, White C9 captures eight stones. White's chain now has the corner as an
# eye, fills F9 and F8 and captures Black's eleven stones.
# White: 9 corner points + 13 points at the top right + 18 dead = 40; Black
# 17 (B3-J3, row 1): W+23.
loadsgf score-games/jp18.sgf
kata-set-rules japanese
komi 0
1800 final_status_list dead
#? [A6 B6 B7 B8 C8 D8 D9\nF7 G7 G8 G9 H7 H8 H9 J6 J7 J8 J9]
1801 final_status_list seki
#? []
1802 final_score
#? [W\+23]
1803 tengen-score_breakdown
#? [.*territory: black 17 white 22\n.*dead stones removed: black 0 white 18\n.*]
