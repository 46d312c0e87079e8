# score_dame_forced.tst: territory rules fill the dame before counting, and a
# stone that filling makes necessary inside a territory costs that point.
#
# What: score-games/dame-cut-b.sgf (Black to move) and dame-cut-w.sgf (the
# same board, White to move). Black owns rows 7-9 (27 points), White rows 1-3
# and E4 (28 points). White E5 stands between Black's stones with two
# liberties: the dame D5 and White's own point E4.
# 1. Japanese, Black to move: Black fills D5 (atari), White must connect at E4
#    inside White's territory: White 27, Black 27, W+0.5 with komi 0.5. The
#    breakdown names the point and why.
# 2. Japanese, White to move: White fills D5 first (it joins E5 to D4), nothing
#    is necessary: W+1.5.
# 3. Korean: the same rule as Japanese.
# 4. Chinese (area): filling one's own area costs nothing, so nothing changes:
#    Black 16 stones + 27, White 9 + 28, D5 neutral: B+5.5 either way.
# 5. forcedMovesCost=false: territory counted as the board stands: W+1.5.
# 6. japanese-kgs (realEyeConnectionsCost off): E4 is shaped like a real eye
#    (one Black stone, F5, on its diagonals), so the connection costs nothing:
#    W+1.5, and the breakdown says why. score-games/dame-cut-edge.sgf: the
#    same cut on the edge, where White must connect at A4 beside Black's B5,
#    a point shaped like a false eye: it costs a point under japanese-kgs too
#    (White 27, Black 26: W+1.5 instead of W+2.5).
# Why: Japanese 1989 rules, commentary on Article 9 clause 2: the players
# "fill the dame and add any necessary stones inside their territory". KGS's
# counts ask for such a connection only in a false eye (measured over the KGS
# games of the corpus; see Ruleset::real_eye_connections_cost).

# ===== 1. Japanese, Black to move =====
loadsgf score-games/dame-cut-b.sgf
kata-set-rules japanese
komi 0.5
100 final_status_list dead
#? []
101 final_score
#? [W\+0\.5]
102 tengen-score_breakdown
#? [.*territory: black 27 white 27\n.*dame: 1\ndame filled before counting: black 1 white 0\nE4: White must connect after dame at D5 \(territory -1\)\nterritory lost to necessary stones: black 0 white 1\n.*]

# ===== 2. Japanese, White to move =====
loadsgf score-games/dame-cut-w.sgf
kata-set-rules japanese
komi 0.5
200 final_score
#? [W\+1\.5]
201 tengen-score_breakdown
#? [.*territory: black 27 white 28\n.*dame: 1\ndame filled before counting: black 0 white 1\nterritory lost to necessary stones: black 0 white 0\n.*]

# ===== 3. Korean =====
loadsgf score-games/dame-cut-b.sgf
kata-set-rules korean
komi 0.5
300 final_score
#? [W\+0\.5]

# ===== 4. Chinese =====
loadsgf score-games/dame-cut-b.sgf
kata-set-rules chinese
komi 0.5
400 final_score
#? [B\+5\.5]
401 tengen-score_breakdown
#? [.*territory: black 27 white 28\n.*dame: 1\ngroup tax.*]
loadsgf score-games/dame-cut-w.sgf
kata-set-rules chinese
komi 0.5
402 final_score
#? [B\+5\.5]

# ===== 5. territory counted as it stands =====
loadsgf score-games/dame-cut-b.sgf
kata-set-rules {"scoring":"TERRITORY","forcedMovesCost":false}
komi 0.5
500 final_score
#? [W\+1\.5]
501 kata-set-rules {"scoring":"TERRITORY"}
502 kata-get-rules
#? [.*"forcedMovesCost":true.*]

# ===== 6. japanese-kgs: a connection in a real eye's shape costs nothing =====
loadsgf score-games/dame-cut-b.sgf
kata-set-rules japanese-kgs
komi 0.5
600 final_score
#? [W\+1\.5]
601 tengen-score_breakdown
#? [.*\nE4: White must connect after dame at D5 \(a connection in the shape of a real eye: no cost\)\nterritory lost to necessary stones: black 0 white 0\n.*]
loadsgf score-games/dame-cut-edge.sgf
kata-set-rules japanese-kgs
komi 0.5
602 final_score
#? [W\+1\.5]
603 tengen-score_breakdown
#? [.*territory: black 26 white 27\n.*\nA4: White must connect after dame at A6 \(territory -1\)\n.*]
loadsgf score-games/dame-cut-b.sgf
kata-set-rules japanese-kgs
komi 0.5
604 kata-set-rule realEyeConnectionsCost true
605 final_score
#? [W\+0\.5]
606 kata-get-rules
#? [.*"realEyeConnectionsCost":true.*]
loadsgf score-games/dame-cut-b.sgf
kata-set-rules japanese
komi 0.5
607 kata-set-rule realEyeConnectionsCost false
608 final_score
#? [W\+1\.5]
