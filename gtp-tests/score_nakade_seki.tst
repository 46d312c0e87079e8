# score_nakade_seki.tst: a nakade seki whose encircling chain has outside
# liberties, counted under Chinese and Japanese rules.
#
# What: score-games/nakade-seki-t.sgf (9x9). White's ring A3-E7 (18 stones,
# no eye) surrounds Black's four stones C4 D3 D4 D5 (a T) and their two
# liberties B4 and D6; the ring's other liberties B6, F4 and E8 are shared with
# Black's walls. White to take the four stones must fill B4 and D6, and then
# holds a pyramid four whose vital point D4 Black takes: one eye, and Black
# fills B6 F4 E8 and captures the ring. Black filling B4 or D6 puts its five
# stones in atari; White takes them and the five points left (a line of three
# with two points beside its middle, or a line of four with one) make two
# eyes. Neither side can move: the ring and the T are in seki. Black's walls
# (eyes A1 A9 C9) and White's group on the right (eyes on the J line) live.
# - chinese: Black 37 stones + 3, White 29 stones + 7, five dame (B4 D6 B6
#   F4 E8): B+4.
# - japanese (Article 8): no territory in the seki; Black 3, White 7: W+4.
# Why: the region reader took the ring, with five liberties and kept in the
# playouts, for a wall that cannot be taken, so the T was read dead (W+6
# under Chinese rules, W+14 under Japanese). A chain whose liberties outside a
# region are only points it shares with the opponent's walls lives or dies by
# the region, and is now read with it (score/solver.rs, lives_only_by_region).
# Komi 0.

loadsgf score-games/nakade-seki-t.sgf
komi 0
kata-set-rules chinese
100 final_status_list dead
#? []
101 final_status_list seki
#? [A3 A4 A5 B3 B5 C2 C3 C5 C6 C7 D2 D7 E2 E3 E4 E5 E6 E7\nC4 D3 D4 D5]
102 final_score
#? [B\+4]

kata-set-rules japanese
110 final_status_list dead
#? []
111 tengen-score_breakdown
#? [.*territory: black 3 white 7\n.*result: W\+4.*]

# What: score-games/nakade-seki-in-eye.sgf (9x9, White to move). White's ring
# C2-C7 D2 D7 E2 E3 E7 F3-F6 (15 stones, no eye) holds Black's five stones
# D3 D4 D5 E4 E5 and their two liberties D6 E6. The ring's other liberties are
# C1 and F7, which Black's walls share, and G3 G4 G5, which lie in Black's own
# six-point eye G3-H5. White taking the five stones must fill D6 and E6, and
# the five points left make a bulky five whose vital point Black takes: one
# eye, and Black fills the outside liberties and captures the ring. Black
# filling D6 or E6 puts its six stones in atari, and White takes them and
# lives in the seven points. Neither side can move: seki. Black's walls live
# (eyes A1-A7, A9-J9, G1-J1, H7 J7).
# Why: the ring joined the region with its outside area, the whole six-point
# eye, and the reading (30 points, 10 of them empty) ran out of its budget,
# so the playouts' "dead" stood for Black's five stones. The points of such
# an area that the ring does not touch (H3 H4 H5) are now the opponent's wall
# (score/solver.rs, grow_region): 27 points, 7 empty, and the reading
# finishes.

loadsgf score-games/nakade-seki-in-eye.sgf
komi 0
kata-set-rules chinese
200 final_status_list dead
#? []
201 final_status_list seki
#? [C2 C3 C4 C5 C6 C7 D2 D7 E2 E3 E7 F3 F4 F5 F6\nD3 D4 D5 E4 E5]
kata-set-rules japanese
210 final_status_list dead
#? []
211 final_status_list seki
#? [C2 C3 C4 C5 C6 C7 D2 D7 E2 E3 E7 F3 F4 F5 F6\nD3 D4 D5 E4 E5]
