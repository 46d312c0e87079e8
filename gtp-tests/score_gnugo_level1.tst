# score_gnugo_level1.tst: two finished level-1 GNU Go self-play games whose
# dead groups Tengen once misjudged (results/scorecheck/), checked against
# GNU Go 3.8's final_status_list dead and final_score (komi 6.5 from the SGF).
#
# 1. score-games/gnugo-l1-9x9-024.sgf: White's left side A8 B8 B7 C7 D7 B5 C4
#    B3 A2 is dead (GNU Go: owl_defend A8 = 0, owl_attack A8 = 1 at B6), and
#    H3 H4. Black's B9 has two liberties, one of them (A9) shared with White's
#    A8, but its other one, C9, is a point only Black borders that ties it to
#    the living group around: it is no seki partner, so the heavy playouts'
#    verdict stands (score/judge.rs, short_of_liberties). Counted as a chain on
#    its own it made the group look like a seki: W+8.5 instead of B+46.5.
# 2. score-games/gnugo-l1-19x19-003.sgf: White's upper-left group B18 C18 C17
#    D17 D16 E18 E19 F19 E15 F14 is dead (owl_defend B18 = 0), and Black's D18
#    inside it, in atari at D19, lives. A stone in atari that can be taken
#    safely binds no seki; and D18, which the playouts capture, stands in
#    Black's area once the dead group is gone (judge.rs, revive_in_own_area).
#    Before: the group alive (seki with D18), later both dead and the corner
#    nobody's territory: W+31.5 instead of B+50.5.

# ===== 1. 9x9 =====
loadsgf score-games/gnugo-l1-9x9-024.sgf
kata-set-rules japanese
100 final_status_list dead
#? [A2\nA8 B7 B8 C7 D7\nB3\nB5\nC4\nH3 H4]
101 final_status_list seki
#? []
102 final_score
#? [B\+46.5]
kata-set-rules chinese
103 final_status_list dead
#? [A2\nA8 B7 B8 C7 D7\nB3\nB5\nC4\nH3 H4]
104 final_score
#? [B\+48.5]

# ===== 2. 19x19 =====
loadsgf score-games/gnugo-l1-19x19-003.sgf
kata-set-rules japanese
200 final_status_list dead
#? [B18 C17 C18 D16 D17\nC8\nC13 C14\nE15\nE18 E19 F19\nF3 G3\nF14\nH2\nM5\nT2]
201 final_status_list seki
#? []
202 final_score
#? [B\+50.5]
kata-set-rules chinese
203 final_status_list dead
#? [B18 C17 C18 D16 D17\nC8\nC13 C14\nE15\nE18 E19 F19\nF3 G3\nF14\nH2\nM5\nT2]
204 final_score
#? [B\+50.5]
