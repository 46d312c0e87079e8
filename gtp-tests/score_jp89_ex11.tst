# Life-and-death example 11 of the 1989 Japanese rules
# (../shared/rules/japanese-rules-1989.txt, "Examples of confirmation of life
# and death"), judged by final_status_list and final_score under the japanese
# preset. The text has no diagrams; the position is rebuilt from the text (see
# the comment below for what was rebuilt and how it plays out), on a board whose
# other groups are plainly alive. Komi 0. The confirmation phase is Article 7
# clause 2: after the game stops, a ko may be retaken only after a pass for that
# ko (score/solver.rs, `Confirmation`).

# ===== Example 11: false eye with double ko =====
# score-games/jp11.sgf (13x13). Left (lower left): White A3 B3 C3 B2 C2 B1
# with the two-point eye A1 A2, and White's lone stone D1; the point C1 is a
# false eye: Black C1 takes D1 in a ko (seven white stones). Right (top): a
# double-ko seki. The text: Black 1 takes the ko on the left, White 2 and
# Black 3 take the kos on the right, White 4 must pass for the left ko, Black 5
# captures the seven white stones; White 6 and Black 7 pass for the right kos.
# So the left group is dead despite the double ko, and the right stays a seki.
loadsgf score-games/jp11.sgf
kata-set-rules japanese
komi 0
1100 final_status_list dead
#? [A3 B1 B2 B3 C2 C3\nD1]
1101 final_status_list seki
#? [B11 B12 C10 C11 C12 C13 D10 D11 D12 E10 E11 F10 G10 G11 H11 H12 J12 J13\nD13\nE12 F12 F13 G12\nG13]
# Played out (chinese), White wins the left ko with the double ko's threats.
kata-set-rules chinese
1102 final_status_list dead
#? []
