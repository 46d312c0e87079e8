# score_captured_space.tst: a chain taken inside the opponent's area stays
# taken, even where another chain of its colour keeps the local reading going.
#
# What: score-games/captured-chain-space.sgf (13x13). White's eleven stones
# H5-K5-K9-M9 stand in Black's area with no eye: their liberties H6 J7 H8 are
# all beside Black's wall, and Black's J6 stands between them. Black's H9 J9
# H10 (liberties G9 H8 J10) joins Black's pass-alive corner at J10. White's
# H11-H13-K13 reaches out to White's area through F12 F13 G11-G13.
# - japanese: Black 52 points + 11 prisoners, White 41: B+22.
# - chinese: Black 47 stones + 52, White 28 stones + 41: B+30.
# Why: the reader takes H9 J9 H10 and both White chains as one region, and
# reads the eleven stones on their own: White survives if a stone or an eye of
# its colour ends where they stood. Once Black took them, the points in the
# middle of the space they left touch no stone, and they were taken for
# White's eyes, so the chain lived, in seki with J6 (W+4 under Japanese rules,
# B+4 under Chinese). A chain whose points all lie in a big space of the
# attacker's is now gone for good (score/solver.rs,
# chain_gone_into_space). Komi 0.

loadsgf score-games/captured-chain-space.sgf
komi 0
kata-set-rules japanese
100 final_status_list dead
#? [H5 J5 J8 K5 K6 K7 K8 K9 L8 L9 M9]
101 final_status_list seki
#? []
102 final_score
#? [B\+22]

kata-set-rules chinese
110 final_score
#? [B\+30]
