# rules_switch.tst: switching rules with kgs-rules, kata-set-rules and kata-set-rule.
#
# What: kgs-rules japanese / chinese / aga / new_zealand select the presets KGS
# means (KGS enforces positional superko for its "chinese", so that is our
# chinese-kgs preset, and KGS asks for no move against stones marked dead, so
# its "japanese" is our japanese-kgs); kata-get-rules then shows the expected ko rule, scoring,
# suicide and name in KataGo's JSON shape (KataGo's seven keys first, then ours:
# the patterns follow that order). kata-set-rules takes preset names in KataGo's
# spellings (nz, tromp_taylor, any case) and KataGo's JSON form (named
# "custom"). kata-set-rule changes one knob, and the change takes effect at
# once on a game in progress (checked with is_legal). Komi follows the preset's
# default komi as long as the user never set one, and stays put after `komi 3`
# (checked with printsgf KM[]).
# Why: kgsGtp sends kgs-rules, KataGo-aware tools send kata-set-rules, and the
# issue asks that a rules change keeps a komi the user chose.

boardsize 9
clear_board

# --- kgs-rules: the four KGS rule sets. ---
kgs-rules japanese
10 kata-get-rules
#? [\{.*"ko":"SIMPLE","scoring":"TERRITORY","suicide":false,"tax":"SEKI".*"movesAgainstDeadCost":false,"name":"japanese-kgs".*\}]

# Komi was never set by the user: it follows the preset (Japanese 6.5).
11 printsgf
#? [.*KM\[6\.5\].*RU\[japanese-kgs\].*]

kgs-rules chinese
20 kata-get-rules
#? [\{.*"ko":"POSITIONAL","scoring":"AREA","suicide":false,"tax":"NONE".*"name":"chinese-kgs".*\}]

21 printsgf
#? [.*KM\[7\.5\].*]

kgs-rules aga
30 kata-get-rules
#? [\{.*"ko":"SITUATIONAL","scoring":"AREA","suicide":false.*"name":"aga","passStones":true,"realEyeConnectionsCost":false,"whitePassesLast":true\}]

31 printsgf
#? [.*KM\[7\.5\].*]

kgs-rules new_zealand
40 kata-get-rules
#? [\{.*"ko":"NATURAL_SITUATIONAL","scoring":"AREA","suicide":true.*"name":"new_zealand".*\}]

# New Zealand komi is 7 (an integer: draws possible).
41 printsgf
#? [.*KM\[7(\.0)?\].*]

# --- kata-set-rules: KataGo's spellings of preset names. ---
kata-set-rules japanese
kata-set-rules nz
50 kata-get-rules
#? [\{.*"ko":"NATURAL_SITUATIONAL".*"name":"new_zealand".*\}]

kata-set-rules tromp_taylor
51 kata-get-rules
#? [\{"friendlyPassOk":false.*"ko":"POSITIONAL","scoring":"AREA","suicide":true,"tax":"NONE".*"name":"tromp-taylor".*\}]

kata-set-rules Korean
52 kata-get-rules
#? [\{.*"ko":"SIMPLE","scoring":"TERRITORY".*"name":"korean".*\}]

kata-set-rules chinese
53 kata-get-rules
#? [\{.*"ko":"CHINESE","scoring":"AREA".*"name":"chinese".*\}]

# --- kata-set-rules in KataGo's JSON form. ---
kata-set-rules {"ko":"SITUATIONAL","scoring":"TERRITORY","tax":"SEKI","suicide":false,"hasButton":false,"whiteHandicapBonus":"0","friendlyPassOk":false}
60 kata-get-rules
#? [\{"friendlyPassOk":false,"hasButton":false,"ko":"SITUATIONAL","scoring":"TERRITORY","suicide":false,"tax":"SEKI","whiteHandicapBonus":"0",.*"name":"custom".*\}]

# A territory ruleset without a komi of its own defaults to 6.5 (KataGo's default),
# and komi follows it. printsgf writes the custom rules as JSON in RU[].
61 printsgf
#? [.*KM\[6\.5\].*RU\[\{.*"ko":"SITUATIONAL".*\}\].*]

kata-set-rules {"ko":"POSITIONAL","scoring":"AREA","tax":"NONE","suicide":true,"hasButton":true,"whiteHandicapBonus":"0","friendlyPassOk":true}
62 kata-get-rules
#? [\{"friendlyPassOk":true,"hasButton":true,"ko":"POSITIONAL","scoring":"AREA","suicide":true,"tax":"NONE",.*"name":"custom".*\}]

# --- kata-set-rule: one knob at a time. ---
kata-set-rules japanese
kata-set-rule ko SITUATIONAL
70 kata-get-rules
#? [\{.*"ko":"SITUATIONAL","scoring":"TERRITORY","suicide":false,"tax":"SEKI".*"name":"custom".*\}]

# The rest of the Japanese preset is untouched (bent four dead, no-result cycles).
71 kata-get-rules
#? [.*"bentFour":"DEAD".*"cycle":"NO_RESULT".*]

# Knobs act on the game in progress. Sending-two-returning-one on 5x5 (see
# send_two_return_one.tst): White A2 B2, Black B1 C2 D1; Black A1, White C1
# captures two; may Black return one at B1?
boardsize 5
clear_board
kata-set-rules japanese
play white A2
play black C2
play black D1
play black B1
play white B2
play black A1
play white C1
# Simple ko: yes.
80 is_legal black B1
#? [1]

# Positional superko: no, the board repeats.
kata-set-rule ko POSITIONAL
81 is_legal black B1
#? [0]

# Situational superko: yes, White would be to move, Black was before.
kata-set-rule ko SITUATIONAL
82 is_legal black B1
#? [1]

# Chinese superko: no, sending-two-returning-one is forbidden.
kata-set-rule ko CHINESE
83 is_legal black B1
#? [0]

# Natural situational superko: yes, White created that board, not Black.
kata-set-rule ko NATURAL_SITUATIONAL
84 is_legal black B1
#? [1]

# The suicide knob, on a two-stone suicide (Black A1, White A2 B2 C1, then
# Black B1; see suicide.tst): refused under japanese, allowed once suicide is on.
clear_board
kata-set-rules japanese
play black A1
play white A2
play white B2
play white C1
85 is_legal black B1
#? [0]

kata-set-rule suicide true
86 is_legal black B1
#? [1]

kata-set-rule suicide false
87 is_legal black B1
#? [0]

# --- Komi the user set survives every rules change. ---
boardsize 9
clear_board
kata-set-rules japanese
komi 3
kgs-rules new_zealand
90 printsgf
#? [.*KM\[3\].*RU\[new_zealand\].*]

kata-set-rules tromp-taylor
91 printsgf
#? [.*KM\[3\].*]

kata-set-rule ko SIMPLE
92 printsgf
#? [.*KM\[3\].*]

# ... and clear_board and boardsize after the change.
clear_board
boardsize 7
93 printsgf
#? [.*SZ\[7\].*KM\[3\].*]

# showboard agrees.
94 showboard
#? [.*komi 3 .*]
