# score_katago_p1_p16.tst: the rules test positions P1-P16 of
# ../shared/reference/katago-rules.md section 4, with their results.
#
# What: each position is set up with loadsgf (gtp-tests/score-games/pN*.sgf) or
# with play commands, and checked under the presets the reference names.
# Tengen has no rectangular boards, so the 6x5, 8x5 and 7x6 positions carry an
# extra empty row (the SGF comment says where; moves are given in our
# coordinates). KataGo's numbers are W-B; here they appear as result strings.
# Where our answer differs from KataGo's on purpose the comment says why: KataGo
# scores a finished position statically (no life and death beyond Benson, and
# any unfilled dame turns a group's eyes into "seki" points under its tax
# SEKI), while Tengen judges dead stones and seki as the rules do (Japanese
# Article 7-8: dame are filled at confirmation and make nobody's group a seki).
# Encore mechanics (P7, P10, P11: KataGo's cleanup phases, pass-for-ko as a
# move) have no counterpart here: Tengen settles life and death after the game
# with the confirmation-phase solver instead (see the score_jp89_ex*.tst files).
# P5 (5x6, sending two returning one) is covered by send_two_return_one.tst; an
# extra column would change its count.
# Why: these positions are the reference's ground truth for rules behaviour;
# any change to counting, the strict Tromp-Taylor count, button, tax or
# handicap compensation shows up here.

# ===== P1: ordinary ko and sending two returning one, 6x5 (+ empty row 1) =====
loadsgf score-games/p1.sgf
kata-set-rules japanese
komi 0.5
# KataGo's B F4 is our F5: a ko capture; White may not retake at once.
play b F5
100 is_legal w F6
#? [0]
play w pass
play b C3
# The one-turn ban is over: White retakes, and now Black may not.
play w F6
101 is_legal b F5
#? [0]
play b D4
# White sends two (C6), Black takes two (A6); under simple ko White may return
# one at B6 ...
play w C6
play b A6
102 is_legal w B6
#? [1]
# ... but not under positional superko (KataGo: "W's B5 is illegal").
kata-set-rules tromp-taylor
103 is_legal w B6
#? [0]
kata-set-rules chinese-kgs
104 is_legal w B6
#? [0]
kata-set-rules japanese
play w B6
play b pass
play w C6
play b A6
play w B6
play b pass
# The final position under Japanese rules: the black group is in seki with
# A4 A5 and B6 (shared liberties B4, C6, A6), the white stone F6 is dead (Black
# takes it in the ko at F5 and White may not retake at confirmation) but stays:
# F5/F6 border the seki group, so they are nobody's territory. White has F3,
# E2 and the 6 points of the extra row; prisoners 5 to 3: White 8 + 3 + 0.5,
# Black 5 = W+6.5 (W+0.5 without the extra row). KataGo's encore gives B+1.5:
# it counts the seki differently (chilling, cleanup captures).
105 final_status_list dead
#? []
106 final_status_list seki
#? [A3 B3 B5 C3 C4 C5 D4 D5 D6 E6\nA4 A5\nB6]
107 final_score
#? [W\+6\.5]

# ===== P2: superko and multi-stone suicide, 6x5 (+ empty row 1) =====
loadsgf score-games/p2.sgf
kata-set-rules tromp-taylor
komi 0.5
# KataGo's B E5 (our E6) removes its own two stones E6 F6.
play b E6
play w pass
# Positional: B F6 would recreate the start position.
200 is_legal b F6
#? [0]
# Situational: the start position had Black to move; after B F6 White would be
# to move, a new situation: legal (KataGo: "Situational and Spight: F5 is
# legal").
kata-set-rules {"ko":"SITUATIONAL","scoring":"AREA","suicide":true,"friendlyPassOk":false}
201 is_legal b F6
#? [1]

# ===== P3: eternal life, 8x5 (+ empty rows 6-8) =====
loadsgf score-games/p3.sgf
kata-set-rules japanese
komi 0.5
play b C1
play w E1
play b D1
play w F1
play b C1
play w E1
play b D1
play w F1
# After the 8th move the position occurred for the third time: no result.
300 showboard
#? [.*state: ended without result.*]
# final_score answers "? cannot score: no result (...)" (tests/score.rs checks
# the error); score_all shows it per preset: the same under the simple-ko and
# Chinese rules, while under positional or situational superko White's 4th
# move was already illegal (KataGo harness: chinese-ogs and aga).
301 tengen-score_all
#? [japanese: cannot score: no result \(.*\)\nkorean: cannot score: no result \(.*\)\nchinese: cannot score: no result \(.*\)\nchinese-kgs: cannot score: move 4 \(white F1\) would be illegal.*\naga: cannot score: move 4 \(white F1\) would be illegal.*stone-scoring: cannot score: no result.*]

# ===== P4: triple ko, 7x6 (+ empty row 1: KataGo row r is our row r+1) =====
loadsgf score-games/p4.sgf
kata-set-rules stone-scoring
komi 0.5
play b D6
play w B5
play b F6
play w D5
play b B6
play w F5
play b D6
play w B5
play b F6
play w D5
play b B6
play w F5
# Simple ko (area): after the 12th move the game ends without result.
400 showboard
#? [.*state: ended without result.*]
loadsgf score-games/p4.sgf
kata-set-rules chinese-kgs
komi 0.5
play b D6
play w B5
play b F6
play w D5
play b B6
# Positional superko after the first five moves: W B5 (simple ko) and W F5
# (superko) are illegal, and W D6 would be a 16-stone suicide.
401 is_legal w B5
#? [0]
402 is_legal w F5
#? [0]
403 is_legal w D6
#? [0]
# With suicide legal (new_zealand, tromp-taylor) D6 is allowed.
kata-set-rules new_zealand
404 is_legal w D6
#? [1]
kata-set-rules tromp-taylor
405 is_legal w D6
#? [1]

# ===== P6: area scoring mid-game, 7x7, positional ko, no suicide, komi 0.5 =====
# "Score if the game ended now", counted strictly (friendlyPassOk false: every
# stone counts as it stands), before and after each of B F4, W G4, B G3, W F3,
# B E3, W A4, B G1. KataGo area NONE: -3.5 -4.5 -3.5 -6.5 -6.5 -6.5 -3.5 -3.5.
loadsgf score-games/p6.sgf
kata-set-rules {"ko":"POSITIONAL","scoring":"AREA","tax":"NONE","suicide":false,"friendlyPassOk":false}
komi 0.5
600 final_score
#? [B\+3\.5]
play b F4
601 final_score
#? [B\+4\.5]
play w G4
602 final_score
#? [B\+3\.5]
play b G3
603 final_score
#? [B\+6\.5]
play w F3
604 final_score
#? [B\+6\.5]
play b E3
605 final_score
#? [B\+6\.5]
play w A4
606 final_score
#? [B\+3\.5]
play b G1
607 final_score
#? [B\+3\.5]
# Tax ALL (group tax, 2 per living group), same sequence. KataGo area ALL:
# 0.5 -0.5 0.5 -3.5 -3.5 -3.5 -1.5 -1.5.
loadsgf score-games/p6.sgf
kata-set-rules {"ko":"POSITIONAL","scoring":"AREA","tax":"ALL","suicide":false,"friendlyPassOk":false}
komi 0.5
610 final_score
#? [W\+0\.5]
play b F4
611 final_score
#? [B\+0\.5]
play w G4
612 final_score
#? [W\+0\.5]
play b G3
613 final_score
#? [B\+3\.5]
play w F3
614 final_score
#? [B\+3\.5]
play b E3
615 final_score
#? [B\+3\.5]
play w A4
616 final_score
#? [B\+1\.5]
play b G1
617 final_score
#? [B\+1\.5]
# Tax SEKI. KataGo area SEKI: 0.5 -0.5 0.5 -5.5 -5.5 -5.5 -3.5 -3.5. We agree
# from the 4th value on; in the first three positions the points F4 G4 (open
# dame next to Black's lower right group) make KataGo drop that group's
# territory as "seki", while a dame that can simply be filled makes nobody's
# group a seki here (B+3.5, B+4.5, B+3.5, as with tax NONE).
loadsgf score-games/p6.sgf
kata-set-rules {"ko":"POSITIONAL","scoring":"AREA","tax":"SEKI","suicide":false,"friendlyPassOk":false}
komi 0.5
620 final_score
#? [B\+3\.5]
play b F4
play w G4
play b G3
623 final_score
#? [B\+5\.5]
play w F3
play b E3
625 final_score
#? [B\+5\.5]
play w A4
626 final_score
#? [B\+3\.5]
play b G1
627 final_score
#? [B\+3\.5]

# ===== P8: area scoring with and without the button, 7x7, simple ko, komi 2.5 =====
# Actions B D3, W D7, B B5, W E7, B pass, W G5, B pass, W pass, scored as if
# ended after each. KataGo without button: -5.5 -6.5 -2.5 (then -2.5 to the
# end); with button: -6 -6 -3 -2 -3 -3 -3 -3 -3 (the half point goes to the
# first passer, or to the side to move if nobody passed yet).
loadsgf score-games/p8.sgf
kata-set-rules {"ko":"SIMPLE","scoring":"AREA","tax":"NONE","suicide":false,"friendlyPassOk":false}
komi 2.5
800 final_score
#? [B\+5\.5]
play b D3
801 final_score
#? [B\+6\.5]
play w D7
802 final_score
#? [B\+2\.5]
play b B5
803 final_score
#? [B\+2\.5]
play w E7
play b pass
play w G5
play b pass
play w pass
808 final_score
#? [B\+2\.5]
loadsgf score-games/p8.sgf
kata-set-rules {"ko":"SIMPLE","scoring":"AREA","tax":"NONE","suicide":false,"friendlyPassOk":false,"hasButton":true}
komi 2.5
810 final_score
#? [B\+6]
play b D3
811 final_score
#? [B\+6]
play w D7
812 final_score
#? [B\+3]
play b B5
813 final_score
#? [B\+2]
play w E7
814 final_score
#? [B\+3]
play b pass
815 final_score
#? [B\+3]
play w G5
play b pass
play w pass
818 final_score
#? [B\+3]

# ===== P9: seki groups and an open dame, 9x9, komi 0.5 =====
# Board 1 has the dame E3-G3 open, board 2 has it filled by Black.
loadsgf score-games/p9a.sgf
komi 0.5
# Area, tax NONE: KataGo W+4.5 (chinese, aga, nz, tromp-taylor).
kata-set-rules chinese
900 final_score
#? [W\+4\.5]
kata-set-rules tromp-taylor
901 final_score
#? [W\+4\.5]
# The seki: White E9 group (eye F9, liberty H9), Black H8 and J9, White's
# right group (eye J6, liberty J8).
902 final_status_list seki
#? [E8 E9 F8 G8 G9\nH5 H6 H7 J5 J7\nH8\nJ9]
# Japanese: KataGo W+0.5 (its static tax SEKI counts no point at all because
# every group touches the open dame). By the rules the dame is filled at
# confirmation and only the seki eyes F9 and J6 are not territory: Black 9
# (A9 A8 B8 C8 C9 A7, A2 A1 C1), White 5 (C5 E5, F1 H1 J2): B+4 - 0.5.
kata-set-rules japanese
903 final_score
#? [B\+3\.5]
loadsgf score-games/p9b.sgf
komi 0.5
# Board 2: KataGo area NONE W+1.5, area ALL (stone scoring) B+2.5, territory
# SEKI (japanese) B+3.5: all three agree.
kata-set-rules chinese
910 final_score
#? [W\+1\.5]
kata-set-rules stone-scoring
911 final_score
#? [B\+2\.5]
kata-set-rules japanese
912 final_score
#? [B\+3\.5]

# ===== P12: pass-alive depends on the suicide rule (4x5, here 5x5) =====
# Our board adds a column E (E3 E2 black, the rest empty). With suicide illegal
# the three white stones are pass-dead inside Black's pass-alive area; with
# suicide legal the region holding them is not vital, so the strict count keeps
# them (and the neutral A1). Komi 0: chinese B+25 (the whole board), japanese
# B+17 (14 points of territory + 3 prisoners), tromp-taylor B+18 (21 - 3).
loadsgf score-games/p12-5x5.sgf
komi 0
kata-set-rules chinese
1200 final_score
#? [B\+25]
1201 final_status_list dead
#? [A2 A3 B2]
kata-set-rules japanese
1202 final_score
#? [B\+17]
kata-set-rules tromp-taylor
1203 final_score
#? [B\+18]
1204 final_status_list dead
#? []

# ===== P13: one-eye-each seki, 9x9 =====
loadsgf score-games/p13.sgf
komi 0
# Area rules count the seki stones and eyes: W+12. Japanese (tax SEKI): the
# seki eyes A9 and F9 are not territory: W+8.
kata-set-rules chinese
1300 final_score
#? [W\+12]
1301 final_status_list seki
#? [A8 B8 B9 C8 C9 D8\nE8 E9 F8 G8 G9]
1302 final_status_list dead
#? []
kata-set-rules aga
1303 final_score
#? [W\+12]
kata-set-rules new_zealand
1304 final_score
#? [W\+12]
kata-set-rules tromp-taylor
1305 final_score
#? [W\+12]
kata-set-rules stone-scoring
1306 final_score
#? [W\+12]
kata-set-rules japanese
1307 final_score
#? [W\+8]
# KataGo's aga-button: Black passes first and takes the half point: W+11.5.
kata-set-rules {"ko":"SITUATIONAL","scoring":"AREA","tax":"NONE","suicide":false,"hasButton":true,"whiteHandicapBonus":"N-1","friendlyPassOk":true}
play b pass
play w pass
1308 final_score
#? [W\+11\.5]
# The same position built with 4 handicap stones (set_free_handicap) and komi
# 0.5: chinese W+16.5 (N), aga W+15.5 (N-1), japanese W+8.5 (0),
# new_zealand and tromp-taylor W+12.5 (0).
boardsize 9
clear_board
set_free_handicap E9 G9 E8 F8
play w B9
play b G8
play w C9
play b A7
play w H9
play b B7
play w A8
play b C7
play w B8
play b D7
play w C8
play b D6
play w D8
play b D5
play w H8
play b D4
play w J8
play b D3
play w E7
play b D2
play w F7
play b D1
play w G7
play b pass
play w H7
play b pass
play w E6
play b pass
play w E5
play b pass
play w E4
play b pass
play w E3
play b pass
play w E2
play b pass
play w E1
play b pass
komi 0.5
kata-set-rules chinese
1310 final_score
#? [W\+16\.5]
kata-set-rules aga
1311 final_score
#? [W\+15\.5]
kata-set-rules japanese
1312 final_score
#? [W\+8\.5]
kata-set-rules new_zealand
1313 final_score
#? [W\+12\.5]
kata-set-rules tromp-taylor
1314 final_score
#? [W\+12\.5]
# Variant with D8 black: the inner white group (A8 B8 B9 C8 C9, eye A9) is
# really dead now, while D9 is an unfilled dame. KataGo's static count: chinese
# W+10, japanese W+26 (all of Black's area counted as seki). The strict count
# (tromp-taylor) agrees with W+10; with dead stones agreed on, the white group
# goes: chinese B+3 (Black 42 - White 39), japanese B+5 (26 + 5 prisoners - 26).
loadsgf score-games/p13v.sgf
komi 0
kata-set-rules tromp-taylor
1320 final_score
#? [W\+10]
kata-set-rules chinese
1321 final_status_list dead
#? [A8 B8 B9 C8 C9]
1322 final_score
#? [B\+3]
kata-set-rules japanese
1323 final_score
#? [B\+5]

# ===== P14: an uncaptured dead stone, 9x9 =====
# P13 plus a white stone at B3 inside Black's area. KataGo's static count:
# chinese/tromp-taylor W+31, japanese W+26 (the stone is not pass-dead, so it
# stays and destroys the territory). The strict count agrees (W+31); with dead
# stones agreed on, B3 is dead: chinese W+12 as in P13, japanese W+7 (one more
# prisoner for Black).
loadsgf score-games/p14.sgf
komi 0
kata-set-rules tromp-taylor
1400 final_score
#? [W\+31]
kata-set-rules chinese
1401 final_status_list dead
#? [B3]
1402 final_score
#? [W\+12]
kata-set-rules japanese
1403 final_score
#? [W\+7]

# ===== P15: suicide legality, 5x5, Black to move =====
loadsgf score-games/p15.sgf
komi 0
# B A5 is a 4-stone suicide: illegal under chinese, japanese, aga ...
kata-set-rules chinese
1500 is_legal b A5
#? [0]
kata-set-rules japanese
1501 is_legal b A5
#? [0]
kata-set-rules aga
1502 is_legal b A5
#? [0]
# ... legal under new_zealand, tromp-taylor and ing ...
kata-set-rules new_zealand
1503 is_legal b A5
#? [1]
kata-set-rules ing
1504 is_legal b A5
#? [1]
kata-set-rules tromp-taylor
1505 is_legal b A5
#? [1]
# ... and W D1 (a single-stone suicide) is illegal under every preset.
1506 is_legal w D1
#? [0]
play b A5
# Black has lost its 4 stones: White holds 4 prisoners.
1507 showboard
#? [.*prisoners held: black 0 white 4.*]

# ===== P16: end-of-game behaviour, 7x7, komi 5 =====
loadsgf score-games/p16.sgf
komi 5
kata-set-rules chinese
# KataGo: final_status_list dead = B5.
1600 final_status_list dead
#? [B5]
# KataGo's final_score here is a neural-net estimate of the unfinished game
# (W+4.0, moving with the side to move). Ours counts the board as it stands,
# B5 taken off and the dame D1-G1 neutral: Black 19, White 24 + 5 = W+10.
1601 final_score
#? [W\+10]
# The tromp-taylor line (B1 black, C1 empty) ends by two passes: every stone
# counts as it stands, nothing is dead: B+9.
loadsgf score-games/p16-tt.sgf
kata-set-rules tromp-taylor
komi 5
play b pass
play w pass
1610 final_status_list dead
#? []
1611 final_score
#? [B\+9]
