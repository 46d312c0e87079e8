# score_seki.tst: seki with and without eyes, counted under Japanese and
# Chinese rules.
#
# What:
# 1. score-games/seki-noeye.sgf: a seki without eyes. Black C9 C8 C7 D7 and
#    White E9 E8 E7 have exactly the two liberties D9 and D8 in common; whoever
#    fills one is captured at the other. Around them White owns A7-A9 and
#    A1-C5 (18 points), Black G7-J9 and F1-J5 (29 points).
#    Japanese (Article 8): the seki has no eye points, D9 D8 are dame: B+11.
#    Chinese (area): the seki stones count for their owners (4 and 3): B+13.
# 2. score-games/p13.sgf: a seki with one eye each (KataGo's P13). White's
#    A8 B8 B9 C8 C9 D8 (eye A9) and Black's E8 E9 F8 G8 G9 (eye F9) share D9.
#    Japanese: "eye points surrounded by stones that are alive but not in seki
#    are territory" (Article 8), so A9 and F9 are not; the breakdown lists them
#    as seki points not counted: W+8. Chinese counts them: W+12.
# 3. score-games/p9a.sgf (KataGo's P9 board 1): an unfilled dame (E3 F3 G3)
#    between living groups is not a seki: those groups keep their territory
#    under Japanese rules (the dame are filled at confirmation, commentary on
#    Article 9), while the real seki at the top right (White E9 group, Black H8
#    and J9, White H5 group) loses its eyes F9 and J6.
# 4. score-games/seki-three-shared.sgf: a seki of three shared liberties.
#    Black's D9-D6 E6-E1 and White's F9-F1 share E9 E8 E7 and have no eye;
#    White has G8 besides, a point inside Black's living group. Whoever fills
#    the last-but-one shared liberty is taken at the last; with s = 3 shared
#    and e = 0, f = 1 of their own,
#    neither side wins moving first (the one to move wins only if
#    e >= f + s - 1). Each single fill keeps two liberties, so the one-move
#    test saw no seki, and the region reading, which takes White's chain for a
#    wall that cannot be taken, killed Black's ten stones (W+23). GNU Go 3.8:
#    both chains in seki.
#    Japanese: White's eyes B9 A7 B5 B2, Black's H9 H7 H4 H2; E9 E8 E7 G8 are
#    dame: 0. Chinese: White 37 stones + 4, Black 32 + 4: W+5.
# Komi 0 (P9: 0.5, to compare with score_katago_p1_p16.tst).
# Why: seki is where territory and area counting differ most, and where a
# static count (KataGo's) and the rules disagree.

# ===== 1. seki without eyes =====
loadsgf score-games/seki-noeye.sgf
komi 0
kata-set-rules japanese
100 final_status_list seki
#? [C7 C8 C9 D7\nE7 E8 E9]
101 final_status_list dead
#? []
102 final_score
#? [B\+11]
103 tengen-score_breakdown
#? [.*territory: black 29 white 18\n.*seki points not counted: black 0 white 0\ndame: 2\n.*]
kata-set-rules chinese
104 final_status_list seki
#? [C7 C8 C9 D7\nE7 E8 E9]
105 final_score
#? [B\+13]
106 tengen-score_breakdown
#? [.*stones: black 17 white 15\n.*]

# ===== 2. seki with one eye each =====
loadsgf score-games/p13.sgf
komi 0
kata-set-rules japanese
200 final_status_list seki
#? [A8 B8 B9 C8 C9 D8\nE8 E9 F8 G8 G9]
202 final_score
#? [W\+8]
203 tengen-score_breakdown
#? [.*territory: black 18 white 26\n.*seki points not counted: black 1 white 1\ndame: 1\n.*result: W\+8.*]
kata-set-rules chinese
204 final_status_list seki
#? [A8 B8 B9 C8 C9 D8\nE8 E9 F8 G8 G9]
205 final_score
#? [W\+12]
206 tengen-score_breakdown
#? [.*territory: black 19 white 27\n.*seki points not counted: black 0 white 0\n.*]

# ===== 3. a dame is not a seki =====
loadsgf score-games/p9a.sgf
komi 0.5
kata-set-rules japanese
300 final_status_list seki
#? [E8 E9 F8 G8 G9\nH5 H6 H7 J5 J7\nH8\nJ9]
301 tengen-score_breakdown
#? [.*territory: black 9 white 5\n.*seki points not counted: black 0 white 2\ndame: 5\n.*result: B\+3\.5.*]
kata-set-rules chinese
302 final_score
#? [W\+4\.5]

# ===== Eight stones in atari that live (Article 7 clause 1) =====
# score-games/seki-eight-taken.sgf (built while looking for example 4; it is not
# example 4, whose prisoner and territory counts it does not give): White's
# block B8-E8 B9-E9 and Black's lone A8 are both in atari at A9, inside Black's
# living group (eyes G9 J9 H7) beside White's living wall (A7, rows 4-6).
# Black A9 takes eight, but then White B8, Black C8, White B9 takes A8 A9, Black
# C9, White A8: White's new stones B8 B9 A8 join the wall and cannot be
# captured, so the eight are alive ("capturing them would enable a new stone to
# be played that the opponent could not capture", as in example 1). White A9
# takes one stone and is retaken at once with nine. Both live; A9 is a dame, so
# it is a seki. Count: White rows 1-4 = 36, Black G9 J9 H7 = 3: W+33.
# (Before the fix the reader took the big space Black's capture opened as
# settled and called the eight dead: W+16.)
loadsgf score-games/seki-eight-taken.sgf
kata-set-rules japanese
komi 0
400 final_status_list dead
#? []
401 final_status_list seki
#? [A8\nB8 B9 C8 C9 D8 D9 E8 E9]
402 final_score
#? [W\+33]

# ===== 4. a seki of three shared liberties =====
loadsgf score-games/seki-three-shared.sgf
komi 0
kata-set-rules japanese
500 final_status_list dead
#? []
501 final_status_list seki
#? [D6 D7 D8 D9 E1 E2 E3 E4 E5 E6\nF1 F2 F3 F4 F5 F6 F7 F8 F9]
502 final_score
#? [0]
kata-set-rules chinese
503 final_score
#? [W\+5]
