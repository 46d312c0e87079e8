# score_judge_groups.tst: the judge reasons about groups and their eyes
# (score/eyes.rs, score/seki.rs), not about chains one at a time.
#
# 1. score-games/judge-throwin.sgf (9x9, komi 0): White's corner group B9 E9
#    A8 C8 D8 E8 A7 B7 C7 has two real eyes, A9 and B8. Black's throw-in C9 is
#    in atari at D9, where White takes it and keeps two liberties: it is dead
#    and binds nobody in a seki, so White's eyes are territory.
#    Japanese: White A9 B8 C9 D9 = 4, plus the dead stone 1; Black's 59
#    points: B+54. Chinese: Black 10 stones less C9 = 9, plus 59 = 68; White
#    9 stones plus 4 = 13: B+55.
# 2. score-games/judge-dks-left.sgf (9x9, komi 0): the double-ko seki of
#    score-games/dks.sgf turned onto the left edge. Under area rules every
#    stone of it is in seki (nothing is dead: each ko can be retaken at once).
#    Under Japanese rules the lone ko stones A3 and A6 are dead by Article 7
#    but stay on the board in the seki (example 25), so they are listed in
#    seki with the rest, and the points beside the
#    ko stones are dame: Black's 36 points below, B+36. Chinese: Black 23
#    stones + 37 (with A5, an eye beside its ko stone) - White 19 + 1: B+40.
# 3. score-games/judge-throwin-corner-19.sgf (19x19, komi 7.5): game 0 of
#    Tengen against GNU Go level 10 in session 11, ended by passes. Black's
#    seven stones A18 B17 B18 C17 D17 D18 D19 have no eye; their only
#    liberties, A19 and C18, are also the only liberties of White's B19 C19.
#    That is no seki: White throws in at C18, Black must take three stones at
#    A19, and White's placement at C19 leaves one eye. The corner is White's,
#    and White's A17 beside it lives (its short liberty is the dead group's).
#    GNU Go 3.8 counts the same: W+14.5 (Chinese), W+19.5 (Japanese).
# Why: a throw-in left in atari made a living group a seki and cost it its
# eyes; a double-ko seki must read the same whichever edge it stands on; the
# corner of 3. was read as a seki, and Tengen counted B+16.5.

# ===== 1. a throw-in inside a group with two eyes =====
loadsgf score-games/judge-throwin.sgf
komi 0
kata-set-rules japanese
100 final_status_list dead
#? [C9]
101 final_status_list seki
#? []
102 final_score
#? [B\+54]
103 tengen-score_breakdown
#? [.*territory: black 59 white 4\n.*seki points not counted: black 0 white 0\n.*]
kata-set-rules chinese
104 final_status_list dead
#? [C9]
105 final_score
#? [B\+55]

# ===== 2. a double-ko seki on the left edge =====
loadsgf score-games/judge-dks-left.sgf
komi 0
kata-set-rules chinese
200 final_status_list dead
#? []
201 final_status_list seki
#? [A1 A7 B1 B2 B6 B7 B8 C2 C3 C5 C6 C7 C8 D3 D4 D5 D6 D7\nA3\nA4 B3 B4 B5\nA6]
202 final_score
#? [B\+40]
kata-set-rules aga
203 final_status_list dead
#? []
kata-set-rules japanese
204 final_status_list dead
#? []
205 final_status_list seki
#? [A1 A7 B1 B2 B6 B7 B8 C2 C3 C5 C6 C7 C8 D3 D4 D5 D6 D7\nA3\nA4 B3 B4 B5\nA6]
206 tengen-score_breakdown
#? [.*territory: black 36 white 0\n.*dead stones left on the board: black 0 white 0\n.*seki points not counted: black 1 white 1\ndame: 1\n.*result: B\+36.*]

# ===== 3. a corner that a throw-in kills, read as seki =====
loadsgf score-games/judge-throwin-corner-19.sgf
komi 7.5
kata-set-rules chinese
300 final_status_list seki
#? []
301 final_status_list dead
#? [A18 B17 B18 C17 D17 D18 D19\n(.|\n)*]
302 final_score
#? [W\+14.5]
kata-set-rules japanese
303 final_status_list seki
#? []
304 final_score
#? [W\+19.5]
