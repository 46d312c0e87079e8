# score_dead_captor.tst: stones inside a group that dies are not dead with it,
# under area rules.
#
# What: score-games/unfilled-bent-three.sgf (9x9, White to move). White's
# seven stones F9 F8 G8 H8 H7 H6 J6 in the top-right corner, inside Black's
# wall, hold Black's H9 and J8 with the empty points G9 J9 J7 among them, and
# share F6 F7 G7 with Black's wall: an unfilled bent three. White has no two
# eyes whoever starts: White taking the two stones leaves a bent three whose
# middle Black takes; Black filling from outside gets the same. White's group
# is dead, and the two Black stones inside it, which only that dead group
# could capture, live. The rest of the board is Black's.
# - chinese: 81 points, all Black's: B+81 (komi 0); dead are White's seven
#   stones only.
# Why: the local reading of the corner could not finish within its budget,
# and with the weak spaces settled, each side killed the other only by a ko;
# both were then called dead, and H9 J8 were listed dead with the group
# around them. Under area rules a region that one colour's walls alone close
# is that colour's: only the other colour's stones die there (score/solver.rs,
# both_dead_by_ko). The confirmation phase of the Japanese rules keeps both
# dead (Japanese example 9), so only Chinese rules are checked here.
# Komi 0.

loadsgf score-games/unfilled-bent-three.sgf
komi 0
kata-set-rules chinese
100 final_status_list dead
#? [F8 F9 G8 H6 H7 H8 J6]
101 final_status_list alive
#? [(?s).*H9.*]
102 final_score
#? [B\+81]
