# Life-and-death example 21 of the 1989 Japanese rules
# (../shared/rules/japanese-rules-1989.txt, "Examples of confirmation of life
# and death"), judged by final_status_list and final_score under the japanese
# preset. The text has no diagrams; the position is rebuilt from the text (see
# the comment below for what was rebuilt and how it plays out), on a board whose
# other groups are plainly alive. Komi 0. The confirmation phase is Article 7
# clause 2: after the game stops, a ko may be retaken only after a pass for that
# ko (score/solver.rs, `Confirmation`).

# ===== Example 21: nineteen black stones alive, fourteen white stones dead =====
# The text gives only the verdict and the counts, and no diagram of it was
# found. The shape is chosen from them alone, as the simplest that has them: a
# capturing race in which the black chain has an eye and the white one has
# none. score-games/jp21.sgf (9x9):
#   9 . X . O O O O O O     Black's chain (19 stones: A8 B8 B9, A7 B7 C7,
#   8 X X . O O O O O O     F7-J7, row 6) has the eye A9 and shares the
#   7 X X X O O X X X X     liberties C9 and C8 with White's fourteen stones
#   6 X X X X X X X X X     D9-J9, D8-J8, D7 E7, which have no eye. Rows 1-5
#   5 O O O O O O O O O     are White's, pass-alive (two eyes: B4-J4, B2-J2).
#   4 O . . . . . . . .
#   3 O O O O O O O O O
#   2 O . . . . . . . .
#   1 O O O O O O O O O
#     A B C D E F G H J
# Confirmation: Black fills C9 and White is in atari; White cannot fill C8
# (self-atari of fourteen stones next to Black's eye), so Black captures. White
# moving first fills C9 or C8, Black captures fourteen stones at the other.
# Black: A9 C9 C8 + 14 points + 14 dead = 31; White 16 (B4-J4, B2-J2): B+15.
loadsgf score-games/jp21.sgf
kata-set-rules japanese
komi 0
2100 final_status_list dead
#? [D7 D8 D9 E7 E8 E9 F8 F9 G8 G9 H8 H9 J8 J9]
2101 final_status_list seki
#? []
2102 final_score
#? [B\+15]
2103 tengen-score_breakdown
#? [.*territory: black 17 white 16\n.*dead stones removed: black 14 white 0\n.*]
