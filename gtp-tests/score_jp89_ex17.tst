# Life-and-death example 17 of the 1989 Japanese rules
# (../shared/rules/japanese-rules-1989.txt, "Examples of confirmation of life
# and death"), judged by final_status_list and final_score under the japanese
# preset. The text has no diagrams; the position is rebuilt from the text (see
# the comment below for what was rebuilt and how it plays out), on a board whose
# other groups are plainly alive. Komi 0. The confirmation phase is Article 7
# clause 2: after the game stops, a ko may be retaken only after a pass for that
# ko (score/solver.rs, `Confirmation`).

# ===== Example 17: bent four in the corner, and the seki beside it collapses =====
# The text gives only the verdict and the counts ("the three black stones in
# the corner", "the ten white stones surrounding them", "the eleven surrounded
# white stones to the right"); the shape is chosen as the simplest that has
# them: example 7-1's corner with a seki beside it. score-games/jp17.sgf (9x9):
#   9 X X . O X . O O O     Black A9 B9 A8 inside White's ten stones D9 D8
#   8 X O O O X . O O O     C8 B8 B7 C7 D7 A6 B6 C6 (no outside liberty); A7
#   7 . O O O X O O O O     and C9 empty. Black's chain X (17 stones: E9-E6,
#   6 O O O X X X X X O     D6, F6-H6, row 5) has no eye and no liberty but F9
#   5 X X X X X X X X X     and F8, which it shares with White's eleven
#   4 O O O O O O O O O     surrounded stones G9 H9 J9 G8 H8 J8 F7 G7 H7 J7
#   3 O . . . . . . . .     J6: a seki while the corner stands. Rows 1-4 are
#   2 O O O O O O O O O     White's, pass-alive (two eyes: B3-J3 and row 1).
#   1 . . . . . . . . .
#     A B C D E F G H J
# Confirmation, as in example 7-1: Black C9, White A7 captures four stones,
# Black B9, White A9, Black A8 takes the ko, White must pass for it, Black C9
# captures eleven stones. Black's chain now has the corner as an eye, so it
# fills F9 and F8 and captures the eleven white stones at the top right.
# White moving first cannot hurt Black: A7 or C9 lets Black capture the
# corner at once, F9 or F8 puts White's eleven stones in atari.
# Black: 12 corner points + 13 points at the top right + 21 dead = 46; White
# 17 (B3-J3, row 1): B+29.
loadsgf score-games/jp17.sgf
kata-set-rules japanese
komi 0
1700 final_status_list dead
#? [A6 B6 B7 B8 C6 C7 C8 D7 D8 D9\nF7 G7 G8 G9 H7 H8 H9 J6 J7 J8 J9]
1701 final_status_list seki
#? []
1702 final_score
#? [B\+29]
1703 tengen-score_breakdown
#? [.*territory: black 25 white 17\n.*dead stones removed: black 21 white 0\n.*]
