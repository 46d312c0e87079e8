# score_snapback.tst: a capture that is taken back at once (a snapback) settles
# nothing in the local reading.
#
# What: score-games/snapback-inside.sgf (9x9). Black's lone F4 stands inside
# White's wall on the bottom; its only liberty E4 is also the only liberty of
# White's E5 F5, which stand between Black's stones. Black taking at E4 wins
# two stones; White taking F4 at E4 leaves its three stones E4 E5 F5 with the
# one liberty F4, and Black takes them back there. So F4 lives and E5 F5 are
# dead. White's group (a nine-point space on the first line) and Black's upper
# group live.
# - chinese: Black 42 stones + 8 (A9 C9 E9 G9 J9, E4 E5 F5), White 22 stones
#   + 9: B+19.
# - japanese: Black 8 points + 2 prisoners (E5 F5), White 9: B+1.
# Why: the region reader ends a line as soon as the defender has no stone left
# and a big space stands, and White's E4 took Black's only stone there, so F4
# was read dead, E5 F5 dead too (W+4 under Japanese rules, B+15 under Chinese,
# both chains left on the board). A capturing chain of two stones or more left
# in atari is now taken back first (score/solver.rs, in_atari). Komi 0.

loadsgf score-games/snapback-inside.sgf
komi 0
kata-set-rules chinese
100 final_status_list dead
#? [E5 F5]
101 final_score
#? [B\+19]

kata-set-rules japanese
110 final_status_list dead
#? [E5 F5]
111 final_score
#? [B\+1]
