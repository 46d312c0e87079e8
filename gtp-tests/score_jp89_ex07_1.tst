# Life-and-death example 7-1 of the 1989 Japanese rules
# (../shared/rules/japanese-rules-1989.txt, "Examples of confirmation of life
# and death"), judged by final_status_list and final_score under the japanese
# preset. The text has no diagrams; the position is rebuilt from the text (see
# the comment below for what was rebuilt and how it plays out), on a board whose
# other groups are plainly alive. Komi 0. The confirmation phase is Article 7
# clause 2: after the game stops, a ko may be retaken only after a pass for that
# ko (score/solver.rs, `Confirmation`).

# ===== Example 7-1: bent four in the corner =====
# score-games/jp07a.sgf: White A6 B6 B7 B8 C8 D8 D9 (seven stones, no outside
# liberty) around Black A9 B9 A8; A7 and C9 empty. The text's sequence: Black 1
# (C9) fills, White 2 (A7) captures four stones, leaving the bent four; Black 3
# at the 2-1 point (B9), White 4 (A9) ataris, Black 5 (A8) takes the ko, White
# 6 must pass for it, Black 7 (C9) captures eight stones. "The three black
# stones are alive and the seven white stones are dead."
# Black 16 (F6-J9) + D6 + 9 points of the corner + 7 prisoners = 33, White 27
# (rows 1-3): B+6.
loadsgf score-games/jp07a.sgf
kata-set-rules japanese
komi 0
700 final_status_list dead
#? [A6 B6 B7 B8 C8 D8 D9]
701 final_status_list seki
#? []
702 final_score
#? [B\+6]
703 tengen-score_breakdown
#? [.*note: read out \(Confirmation ko\): white stones A6 B6 B7 B8 C8 D8 D9 are dead\nnote: read out \(Confirmation ko\): black stones A8 A9 B9 are alive]
