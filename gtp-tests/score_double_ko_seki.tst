# score_double_ko_seki.tst: a double-ko seki that shares no liberty, listed
# and counted as a seki under every ruleset; and bent four beside it under
# territory rules given in KataGo's JSON form.
#
# What:
# 1. score-games/dko-kos-taken.sgf (9x9): White's group E1-J7 has the eye G6
#    and the ko point J3 (the Black stone J2 in atari, taken there); Black's
#    group F2-J4 has the eye G3 and the ko point J6 (the White stone J5 in
#    atari, taken there). Each ko stone presses on the other side's group:
#    whoever takes one ko, the other side takes the other, so neither group
#    can be captured. No empty point is bordered by both colours, so no dame
#    seeds the seki: the two kos bind the groups (score/double_ko.rs).
#    - Every ruleset lists the 31 stones (groups and ko stones) in seki and
#      none dead.
#    - japanese (Article 8, example 25): the eyes G6 and G3 and the ko points
#      are no territory; the ko stones stay on the board in the seki:
#      Black 34 (A1-C8, D8 and the ninth line): B+34.
#    - chinese and tromp-taylor: the seki stones and their eyes count for
#      their owners: Black 36 + 23, White 2 + 20: B+37.
# 2. score-games/dko-bent4.sgf (13x13): the same kind of seki, colours
#    swapped, in the top right, and White's bent four in the corner (the
#    corner of life-and-death example 7-1, colours swapped) at the bottom
#    left: Black's seven stones A4 B4 B3 B2 C2 D2 D1 around White's A1 A2 B1.
#    - japanese: Black's seven stones are dead whatever the ko threats of the
#      seki (example 7, the confirmation-phase ko rule): W+114.
#    - KataGo's JSON form of Japanese rules (no bentFour key): KataGo scores
#      territory after a cleanup in which a ko taken first is kept and ko
#      threats do not help, so bent four dies there too; a JSON or compact
#      rules text with territory scoring and no bentFour key means DEAD. It
#      used to mean PLAY_OUT, and the seki's threats then made the corner a
#      seki: W+98 for W+114.
#    - chinese (play it out): Black cannot take White's three stones without
#      losing the ko to the seki's threats: the corner is a seki too.
# Komi 0.
# Why: the 1989 Japanese rules name the double-ko seki (commentary on Article
# 8, example 25) and bent four beside one (examples 7-2 and 11); a seki reader
# that only looks for shared liberties misses this shape.

# ===== 1. double-ko seki with no shared liberty =====
loadsgf score-games/dko-kos-taken.sgf
komi 0
kata-set-rules japanese
100 final_status_list dead
#? []
101 final_status_list seki
#? [E1 E2 E3 E4 E5 E6 F1 F5 F6 F7 G1 G5 G7 H1 H2 H6 H7 J1 J7\nF2 F3 F4 G2 G4 H3 H4 H5 J4\nJ2\nJ5]
102 tengen-score_breakdown
#? [.*territory: black 34 white 0\n.*seki points not counted: black 2 white 2\n.*result: B\+34.*]

kata-set-rules chinese
110 final_status_list dead
#? []
111 final_status_list seki
#? [E1 E2 E3 E4 E5 E6 F1 F5 F6 F7 G1 G5 G7 H1 H2 H6 H7 J1 J7\nF2 F3 F4 G2 G4 H3 H4 H5 J4\nJ2\nJ5]
112 final_score
#? [B\+37]

kata-set-rules tromp-taylor
120 final_status_list seki
#? [E1 E2 E3 E4 E5 E6 F1 F5 F6 F7 G1 G5 G7 H1 H2 H6 H7 J1 J7\nF2 F3 F4 G2 G4 H3 H4 H5 J4\nJ2\nJ5]
121 final_score
#? [B\+37]

kata-set-rules aga
130 final_status_list seki
#? [E1 E2 E3 E4 E5 E6 F1 F5 F6 F7 G1 G5 G7 H1 H2 H6 H7 J1 J7\nF2 F3 F4 G2 G4 H3 H4 H5 J4\nJ2\nJ5]

# ===== 2. bent four beside a double-ko seki =====
loadsgf score-games/dko-bent4.sgf
komi 0
kata-set-rules japanese
200 final_status_list dead
#? [A4 B2 B3 B4 C2 D1 D2]
201 final_score
#? [W\+114]

kata-set-rules {"friendlyPassOk":true,"hasButton":false,"ko":"SIMPLE","scoring":"TERRITORY","suicide":false,"tax":"SEKI","whiteHandicapBonus":"0"}
210 kata-get-rules
#? [.*"bentFour":"DEAD".*]
211 final_status_list dead
#? [A4 B2 B3 B4 C2 D1 D2]
212 final_status_list seki
#? [G10 G11 G12 G13 H9 H10 H12 J9 J10 J11 K9 L9 M9 M12 N9 N10 N11 N12 N13\nJ12 K10 K11 K12 K13 L10 L12 M10 M11\nJ13\nM13]
213 final_score
#? [W\+114]

kata-set-rules chinese
220 final_status_list dead
#? []
221 final_status_list seki
#? [A1 A2 B1\nA4 B2 B3 B4 C2 D1 D2\n.*]
