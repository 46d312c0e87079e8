# Life-and-death example 1 of the 1989 Japanese rules
# (../shared/rules/japanese-rules-1989.txt, "Examples of confirmation of life
# and death"), judged by final_status_list and final_score under the japanese
# preset. The text has no diagrams; the position is rebuilt from the text (see
# the comment below for what was rebuilt and how it plays out), on a board whose
# other groups are plainly alive. Komi 0. The confirmation phase is Article 7
# clause 2: after the game stops, a ko may be retaken only after a pass for that
# ko (score/solver.rs, `Confirmation`).

# ===== Example 1: three points without capturing =====
# score-games/jp01.sgf (the shape of KataGo's "torazu sanmoku" test): Black's
# four stones B9 C9 B8 C8 and White's stone A8 share the one liberty A9.
# White capturing the four stones (A9) lets Black play a stone that cannot be
# captured; Black capturing A8 lets White retake five and play two stones that
# cannot be captured. Both alive: a seki (Article 8), A9 is dame, no points.
# Black 36 (rows 1-4) - White 15 (E7-J9) = B+21. (The 1949 rules gave White
# the three points: B+18 would be that ruling.)
loadsgf score-games/jp01.sgf
kata-set-rules japanese
komi 0
100 final_status_list dead
#? []
101 final_status_list seki
#? [A8\nB8 B9 C8 C9]
102 final_score
#? [B\+21]
