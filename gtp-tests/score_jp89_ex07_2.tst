# Life-and-death example 7-2 of the 1989 Japanese rules
# (../shared/rules/japanese-rules-1989.txt, "Examples of confirmation of life
# and death"), judged by final_status_list and final_score under the japanese
# preset. The text has no diagrams; the position is rebuilt from the text (see
# the comment below for what was rebuilt and how it plays out), on a board whose
# other groups are plainly alive. Komi 0. The confirmation phase is Article 7
# clause 2: after the game stops, a ko may be retaken only after a pass for that
# ko (score/solver.rs, `Confirmation`).

# ===== Example 7-2: bent four with an uneliminable ko threat elsewhere =====
# The text puts a thousand-year ko beside the bent four and shows that the bent
# four still dies: White's ko threat there is answered, and each pass at
# confirmation lifts the ban on one ko only. The thousand-year ko's shape is
# not given; score-games/bent4-dks.sgf uses a double-ko seki instead, the other
# uneliminable source of ko threats (commentary on Article 7, diagram 11, uses
# it in the same role). The bent four (lower left) is dead; the double-ko seki
# stays a seki, its lone ko stones D13 and G13 dead but not removable
# (example 25), so listed in seki with it. Under the Chinese preset the same corner lives
# (score_bent_four.tst).
loadsgf score-games/bent4-dks.sgf
kata-set-rules japanese
komi 0
710 final_status_list dead
#? [A4 B2 B3 B4 C2 D1 D2]
711 final_status_list seki
#? [B11 B12 C10 C11 C12 C13 D10 D11 D12 E10 E11 F10 G10 G11 H11 H12 J12 J13\nD13\nE12 F12 F13 G12\nG13]
