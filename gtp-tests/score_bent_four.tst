# score_bent_four.tst: bent four in the corner, with and without a double-ko
# seki elsewhere on the board.
#
# What: the corner of life-and-death example 7-1 of the 1989 Japanese rules
# (rebuilt from the text, see score_jp89_ex07_1.tst), in the lower left:
# White A4 B4 B3 B2 C2 D2 D1 (seven stones, no outside liberty) around Black A2
# A1 B1 (three stones); A3 and C1 are empty. If Black fills A3 (or C1), White
# takes four stones and is left with the bent four in the corner; Black plays
# the 2-1 point and the ko that follows kills White unless White has a ko
# threat Black cannot remove.
# 1. score-games/bent4.sgf (9x9): nothing else on the board that gives a ko
#    threat. Under every ruleset White's seven stones are dead: japanese and
#    korean by rule (example 7: "dead whatever the ko threats", the
#    confirmation-phase ko rule), chinese, aga and new_zealand because Black
#    plays it out at the end with no threats left.
# 2. score-games/bent4-dks.sgf (13x13): the same corner plus a double-ko seki
#    at the top (Black E12 F12 F13 G12 and the White group around them share
#    the kos D13/E13 and G13/H13 and the dame F11). A double-ko seki is an
#    unremovable source of ko threats for both sides.
#    - japanese, korean: still dead (the ko threats cannot be used at
#      confirmation, Article 7 clause 2; comparison-of-rulesets.txt: "the
#      marked white group is dead regardless of the position on the rest of
#      the board"). The lone stones D13 and G13 in the kos of the seki are dead
#      by Article 7 but cannot be removed (Article 10, example 25: "the
#      position is left as shown as a seki"), so they are listed in seki.
#    - chinese, aga, new_zealand ("play it out"): White wins any ko with the
#      double ko's threats, so Black cannot kill; neither can White take the
#      three black stones without dying: the corner is a seki.
# Komi 0.
# Why: bent four is the textbook case where rulesets disagree, and the reason
# is the ko threats, not the shape.

# ===== 1. no ko threats anywhere =====
loadsgf score-games/bent4.sgf
komi 0
kata-set-rules japanese
100 final_status_list dead
#? [A4 B2 B3 B4 C2 D1 D2]
101 final_score
#? [B\+19]
102 tengen-score_breakdown
#? [.*dead stones removed: black 7 white 0\n.*]
kata-set-rules korean
103 final_status_list dead
#? [A4 B2 B3 B4 C2 D1 D2]
kata-set-rules chinese
104 final_status_list dead
#? [A4 B2 B3 B4 C2 D1 D2]
105 final_status_list seki
#? []
106 final_score
#? [B\+27]
kata-set-rules aga
107 final_status_list dead
#? [A4 B2 B3 B4 C2 D1 D2]
kata-set-rules new_zealand
108 final_status_list dead
#? [A4 B2 B3 B4 C2 D1 D2]

# ===== 2. with a double-ko seki at the top =====
loadsgf score-games/bent4-dks.sgf
komi 0
kata-set-rules japanese
200 final_status_list dead
#? [A4 B2 B3 B4 C2 D1 D2]
201 final_status_list seki
#? [B11 B12 C10 C11 C12 C13 D10 D11 D12 E10 E11 F10 G10 G11 H11 H12 J12 J13\nD13\nE12 F12 F13 G12\nG13]
202 tengen-score_breakdown
#? [.*dead stones removed: black 7 white 0\ndead stones left on the board: black 0 white 0\n(.*\n)*seki points not counted: black 1 white 1\n(.*\n)*result: B\+109.*]
kata-set-rules korean
203 final_status_list dead
#? [A4 B2 B3 B4 C2 D1 D2]
kata-set-rules chinese
204 final_status_list dead
#? []
205 final_status_list seki
#? [A1 A2 B1\nA4 B2 B3 B4 C2 D1 D2\nB11 B12 C10 C11 C12 C13 D10 D11 D12 E10 E11 F10 G10 G11 H11 H12 J12 J13\nD13\nE12 F12 F13 G12\nG13]
206 final_score
#? [B\+112]
kata-set-rules aga
207 final_status_list dead
#? []
kata-set-rules new_zealand
208 final_status_list dead
#? []
