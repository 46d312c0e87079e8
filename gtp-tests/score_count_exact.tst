# score_count_exact.tst: the count after the judge, where a point or two is lost
# or won: seki declared over a false eye, and a chain that must take the dead
# stones inside it before the count.
#
# 1. score-games/false-eye-no-seki.sgf: White's B2 B1 C1 and D2 join White's
#    living group through the false eye D1 (Black's C2 and E2 on its
#    diagonals). A1 is a dame neither side can fill at once, but the chains
#    beside it are not in seki: White connects at D1 when Black fills D3, and
#    Black connects at A3 when White fills A1 (each inside its own area, a
#    point each). The local reader calls the corner a seki; a group joined to
#    two eyes through a false eye is alive whatever its neighbours, so no seki
#    is listed, and each release leaves a note.
# 2. score-games/dead-race-b.sgf: White's C8 and E8 are dead inside Black's
#    group, in atari at D8, which is also the last liberty of Black's group once
#    White fills the dame G6 (Black cannot fill it: its own group would be in
#    atari). White playing D8 then would capture the group and save the
#    stones, so Black must take them at D8 first, inside its own area: D8 is
#    not territory (Japanese), and nothing changes under area scoring.
# Why: Japanese 1989 rules, commentary on Article 9 clause 2 (the players fill
# the dame and add the necessary stones inside their territory); Article 8 (a
# seki needs chains that would die by filling their shared liberties).

# ===== 1. false eye, no seki =====
loadsgf score-games/false-eye-no-seki.sgf
kata-set-rules japanese
komi 0.5
100 final_status_list seki
#? []
101 final_status_list dead
#? []
102 final_score
#? [B\+23\.5]
103 tengen-score_breakdown
#? [.*seki points not counted: black 0 white 0\n.*D1: White must connect after dame at D3 \(territory -1\)\nA3: Black must connect after dame at A1 \(territory -1\)\n.*note: B1: alive, not seki \(two eyes of its own.*]

# ===== 2. a race with dead stones =====
loadsgf score-games/dead-race-b.sgf
kata-set-rules japanese
komi 0.5
200 final_status_list dead
#? [C8\nE8]
201 final_score
#? [W\+42\.5]
202 tengen-score_breakdown
#? [.*territory: black 2 white 46\n.*dame filled before counting: black 0 white 1\nD8: Black must capture 2 stone\(s\) after dame at G6 \(territory -1\)\n.*]
kata-set-rules chinese
203 final_score
#? [W\+38\.5]
