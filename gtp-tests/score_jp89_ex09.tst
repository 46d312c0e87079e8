# Life-and-death example 9 of the 1989 Japanese rules
# (../shared/rules/japanese-rules-1989.txt, "Examples of confirmation of life
# and death"), judged by final_status_list and final_score under the japanese
# preset. The text has no diagrams; the position is rebuilt from the text (see
# the comment below for what was rebuilt and how it plays out), on a board whose
# other groups are plainly alive. Komi 0. The confirmation phase is Article 7
# clause 2: after the game stops, a ko may be retaken only after a pass for that
# ko (score/solver.rs, `Confirmation`).

# ===== Example 9 (and commentary diagram 9): resolving a direct ko =====
# score-games/jp09.sgf: Black's six stones B9 B8 C8 A7 B7 C7 and the black ko
# stone D9 (seven stones) around White's stone A9; A8 ("A") and C9 ("B") are
# empty. White's stone is dead: Black captures it at A. Black's seven stones
# are dead: White takes the ko at B, Black must pass, White A captures six.
# "Black and White are both dead but none of the stones can be removed.
# According to Article 8 there is no territory": the corner holds dead stones
# of both colours, so it is nobody's territory (count.rs) and the stones stay.
# White: 81 - 10 corner points - 8 stones = 63 points of territory: W+63.
loadsgf score-games/jp09.sgf
kata-set-rules japanese
komi 0
900 final_status_list dead
#? [A7 B7 B8 B9 C7 C8\nA9\nD9]
901 final_status_list seki
#? []
902 tengen-score_breakdown
#? [.*territory: black 0 white 63\n.*dead stones left on the board: black 7 white 1\n.*result: W\+63.*]
