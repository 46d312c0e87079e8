# score_shortage.tst: once the dame are filled, dead stones that would win a
# capturing race force a stone inside the territory, and that stone costs a
# point under territory rules (issue 16, "forced moves inside territory").
#
# What (score/shortage.rs, called from score/dame.rs): score-games/shortage-race.sgf
# (9x9, White to move). Black's area D3-F6 holds White's dead C3 D3 (in atari
# at D4) and E4 E5 (liberties D4 D5 E6 F5). Black's B5 C5 C4 has only D5 and
# D4; Black's D6 D7 E7 F7 has D5 E6 F6 and the dame C7 against White's wall.
# White fills the dame C7 (and Black B1). Then White's D4 would join the dead
# stones and put B5 in atari; Black's D5 joins B5 to D6 with two liberties (E6
# F6) against the dead stones' two (E6 F5), White to play: F6 and E6 take
# them all. So Black must add a stone first (D4, taking C3 D3): one point of
# Black's territory. With C7 open, as play stopped, nothing was needed, so the
# stone is the dame's doing.
# 1. Japanese: B+16 (B+17 when the area was counted as it stands); the
#    breakdown names the stone.
# 2. Chinese (area): a stone in one's own area costs nothing: B+15 either way.
# 3. KGS's Japanese (japanese-kgs, what kgs-rules japanese selects): KGS asks
#    for no move against stones marked dead, so the stone costs nothing: B+17.
# Why: Japanese 1989 rules, commentary on Article 9: the players "fill the dame
# and add any necessary stones inside their territory".

# ===== 1. Japanese =====
loadsgf score-games/shortage-race.sgf
komi 0
kata-set-rules japanese
100 final_status_list dead
#? [C3 D3\nE4 E5]
101 final_score
#? [B\+16]
102 tengen-score_breakdown
#? [.*D4: Black must capture 2 stone\(s\) once the dame are filled, or the dead stones beside it win a race \(territory -1\)\nterritory lost to necessary stones: black 1 white 0\n.*]

# ===== 2. Chinese =====
kata-set-rules chinese
200 final_score
#? [B\+15]

# ===== 3. Japanese as KGS counts it =====
kata-set-rules japanese-kgs
300 final_score
#? [B\+17]
301 tengen-score_breakdown
#? [.*D4: Black must capture 2 stone\(s\) once the dame are filled, or the dead stones beside it win a race \(not asked for against dead stones: no cost\)\nterritory lost to necessary stones: black 0 white 0\n.*]
kgs-rules japanese
302 final_score
#? [B\+17]
