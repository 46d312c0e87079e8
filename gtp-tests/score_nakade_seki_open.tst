# score_nakade_seki_open.tst: a nakade seki that no region reading reaches,
# counted under Chinese and Japanese rules.
#
# What: score-games/nakade-seki-open-gap.sgf (13x13, a position of our own).
# White's chain L2-N6 (10 stones, no eye) holds Black's three stones N3 N4 N5
# on the edge and their two liberties M3 and M5. White's other liberties are
# N7, N1 and K3 K4 K5, in a six-point gap J3-K5 that Black's wall H2-H7
# closes; Black fills them from outside at no risk. White taking the three
# stones must fill M3 and M5 and is left a straight three, whose vital point
# Black takes: one eye. Black filling M3 or M5 puts four stones in atari, and
# White takes them and lives in the four points left (an L on the side).
# Neither side can move: the chain and the three stones are in seki. White's
# top-left group has the eyes A13 and C13; the rest is Black's.
# - chinese: Black 29 stones + 112, White 16 + 2, ten dame (M3 M5 N7 N1 and
#   the gap J3-K5): B+123.
# - japanese: no territory in the seki: Black 112, White 2: B+110.
# Why: the region is too big for the exact reading (the gap and the chain
# make it 28 points), and the playouts take the three stones in half of
# them (the captives' owner fills its own liberties), so they were dead:
# B+115 and B+102. Stones inside a group's only eye that the group cannot
# take without leaving itself a nakade shape are now put in seki with it
# (score/nakade_seki.rs).
# Komi 0.

loadsgf score-games/nakade-seki-open-gap.sgf
komi 0
kata-set-rules chinese
100 final_status_list dead
#? []
101 final_status_list seki
#? [L2 L3 L4 L5 L6 M2 M4 M6 N2 N6\nN3 N4 N5]
102 final_score
#? [B\+123]

kata-set-rules japanese
110 final_status_list dead
#? []
111 tengen-score_breakdown
#? [.*territory: black 112 white 2\n.*result: B\+110.*]

# What: score-games/nakade-seki-open-area.sgf (13x13, a position of our own):
# the same seki, with Black's wall open at H4 and E13 (boundaries not yet
# closed), so that the empty area beyond White's outside liberties K3 K4 K5
# runs through Black's side of the board to White's top-left group at E13.
# Black owns that area in the playouts (seven playouts of ten or more beyond
# the gap): White's chain cannot cross it to a friend, and the three stones
# are still in seki with it.
# - chinese: the open area touches both colours and is nobody's: Black's 27
#   stones against White's 16 and the eyes A13 C13: B+9.
# - japanese: White's two eye points only: W+2.
# Why: the reading of the chain's outside flooded the whole open area, met
# White's stones at D13, and took that for a way out, leaving the playouts'
# "dead" (W+10 under Japanese rules). The outside region now ends at points
# the opponent owns in seven playouts of ten (score/nakade_seki.rs, DEEP).

loadsgf score-games/nakade-seki-open-area.sgf
komi 0
kata-set-rules chinese
200 final_status_list dead
#? []
201 final_status_list seki
#? [L2 L3 L4 L5 L6 M2 M4 M6 N2 N6\nN3 N4 N5]
202 final_score
#? [B\+9]

kata-set-rules japanese
210 final_status_list dead
#? []
211 final_score
#? [W\+2]
