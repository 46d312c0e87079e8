# score_eye_space.tst: a group shut in by safe opponent chains whose eye spaces
# make at most one eye with the opponent to move is dead, though the playouts
# keep it (issue 16, "dead groups called alive").
#
# What (score/eye_space.rs): the playouts alternate who moves first and never
# put a chain of two stones or more into atari, so a group whose only eye space
# is a nakade shape lives in many of them. The reading classifies its eye
# spaces by shape and counts false eyes, and only where the group cannot
# connect out and every opponent chain around it is safe.
#
# 1. score-games/eyes-bulky-five-false-eye.sgf (13x13, komi 0): Black's top
#    group (C13-E13, F11-L13, with E9 E10 below) has the eye space F13 G13 H13
#    F12 G12 around White's G13 H13: a bulky five whose vital point G13 White
#    holds. E11 is a false eye: White's D10 and F10 hold its diagonals and
#    Black's E9 E10 have no other liberties than the dame D9 F9, so once White
#    fills them Black must connect at E11. The other points around the group
#    (B13 M13 C11 J11 K11 L11) are dame against White's wall, which has the
#    eyes A11 N11 N8. Black capturing G13 H13 takes two moves (G12, then F13
#    or F12) and White answers the first by extending, leaving a straight or
#    bent three with White on its vital point: one eye. The group is dead.
#    It used to be read alive (the playouts kept it), with White's G13 H13
#    dead: B+69 under Japanese rules.
#    Japanese: Black 65 (rows 1-5); White 34 (15 empty points and the 19
#    points of Black's dead stones) + the 19 dead stones taken: 53. B+12.
#    Chinese: Black 13 stones + 65 = 78, White 91: W+13.
# Why: a group with one eye whose surroundings are safe cannot live, whoever
# the playouts let move first.

# ===== 1. bulky five with the vital point taken, and a false eye =====
loadsgf score-games/eyes-bulky-five-false-eye.sgf
komi 0
kata-set-rules japanese
100 final_status_list dead
#? [C12 C13 D11 D12 D13 E12 E13\nE9 E10\nF11 G11 H11 H12 J12 J13 K12 K13 L12 L13]
101 final_score
#? [B\+12]
102 tengen-score_breakdown
#? [.*note: C12: dead, one eye \(G13 \(2 stones\) with F13 added and taken: straight three, vital point G13; false eye E11\), outside liberties 8.*]
kata-set-rules chinese
103 final_score
#? [W\+13]
