# score_race_outside_liberty.tst: a seki whose outer chain has a liberty that
# only the opponent's living wall touches (issue 16, "living groups called
# dead": a KGS game's corner counted six points off).
#
# What (score/solver.rs, settle_races): score-games/race-outside-liberty-seki.sgf
# (9x9, White to move). White's twelve stones E5-D9 wrap Black's A8 B8 B7 in
# the corner. They share A9 and C7; White's third liberty D5 touches only
# White's chain and Black's C5-F6 wall, whose area is open beyond it. Black
# fills D5 at no risk, and then whoever fills A9 or C7 is captured at the
# other: a seki. Black's D9 D8 E7 beside White's chain has three liberties, so
# no wall closes the corner and the region reader never saw it; the race
# reader did not either, since D5 touches a stone outside the race. The
# dame filling then filled C7 as if it were a dame and left Black's three
# stones in atari (B+44). A liberty of one colour's chain beside a sure
# opponent chain now closes the race: the opponent fills it from there.
# 1. Japanese: seki, no eye points, A9 C7 D5 dame: Black's 50 points, B+50.
# 2. Chinese (area): the seki stones count for their owners: B+54 (as before),
#    and the seki is named.
# Why: Japanese 1989 rules, Article 8 (seki) and Article 7 (life is decided by
# what either side can achieve by playing on).

# ===== 1. Japanese =====
loadsgf score-games/race-outside-liberty-seki.sgf
komi 0
kata-set-rules japanese
100 final_status_list dead
#? []
101 final_status_list seki
#? [A6 A7 B6 B9 C6 C8 C9 D6 D7 D8 E5 E6\nA8 B7 B8]
102 final_score
#? [B\+50]
103 tengen-score_breakdown
#? [.*note: read out \(Confirmation ko\): black stones B7 A8 B8 are alive in seki.*]

# ===== 2. Chinese =====
loadsgf score-games/race-outside-liberty-seki.sgf
komi 0
kata-set-rules chinese
200 final_status_list seki
#? [A6 A7 B6 B9 C6 C8 C9 D6 D7 D8 E5 E6\nA8 B7 B8]
201 final_score
#? [B\+54]
