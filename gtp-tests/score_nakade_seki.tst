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
