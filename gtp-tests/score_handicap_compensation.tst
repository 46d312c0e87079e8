# score_handicap_compensation.tst: White's compensation for handicap stones,
# 0, N or N-1 points, as each ruleset defines it.
#
# What: 9x9, fixed_handicap 3 (C3 G7 C7), then White builds a wall on column F
# and Black on column D (F9 D9 F8 D8 ... F1 D1), both pass. The E column is
# dame (9 points); the handicap stone G7 is dead in White's area. Komi 0.5.
# Area: Black 36 (A-D), White 36 (F-J, G7 taken off). Territory: Black 25,
# White 27 + 1 prisoner.
#   - chinese: N = 3 (comparison-of-rulesets.txt: n/2 to White and n/2 from
#     Black): 36 + 0.5 + 3 - 36 = W+3.5
#   - aga: N-1 = 2 ("n-1 is added to White's score"): W+2.5, and the territory
#     count with pass stones agrees (equivalence)
#   - japanese: 0 (area is not counted): 28 + 0.5 - 25 = W+3.5
#   - new_zealand: 0 (no compensation): W+0.5
#   - wmsg: N, and White passed first here, so Black also loses the first-pass
#     point: W+4.5
#   - stone-scoring: 0, and one group each pays the same group tax: W+0.5
# The same game with the handicap stones played as opening black moves (White
# passing in between, as some GTP controllers send them) counts them as a
# 3-stone handicap too, and White's placement passes are not passes of the game
# (no AGA pass stones for them, no WMSG first pass).
# Why: handicap compensation is the one term that differs between otherwise
# identical area counts (chinese, aga, new_zealand); the breakdown names it.

boardsize 9
clear_board
100 fixed_handicap 3
#? [C3 G7 C7]
play w F9
play b D9
play w F8
play b D8
play w F7
play b D7
play w F6
play b D6
play w F5
play b D5
play w F4
play b D4
play w F3
play b D3
play w F2
play b D2
play w F1
play b D1
play w pass
play b pass
komi 0.5
kata-set-rules chinese
101 final_status_list dead
#? [G7]
102 final_score
#? [W\+3\.5]
103 tengen-score_breakdown
#? [.*handicap compensation: 3 \(3 stones\)\n.*result: W\+3\.5.*]
kata-set-rules aga
104 final_score
#? [W\+2\.5]
105 tengen-score_breakdown
#? [.*handicap compensation: 2 \(3 stones\)\n.*equivalent territory count: W\+2\.5\nresult: W\+2\.5.*]
kata-set-rules japanese
106 final_score
#? [W\+3\.5]
107 tengen-score_breakdown
#? [.*territory: black 25 white 27\n.*dead stones removed: black 0 white 1\n.*handicap compensation: 0 \(3 stones\)\n.*]
kata-set-rules new_zealand
108 final_score
#? [W\+0\.5]
kata-set-rules wmsg
109 final_score
#? [W\+4\.5]
110 tengen-score_breakdown
#? [.*handicap compensation: 3 \(3 stones\)\nfirst pass point: 1\n.*]
kata-set-rules stone-scoring
111 final_score
#? [W\+0\.5]

# ===== handicap stones played as opening black moves =====
boardsize 9
clear_board
play b C3
play w pass
play b G7
play w pass
play b C7
play w F9
play b D9
play w F8
play b D8
play w F7
play b D7
play w F6
play b D6
play w F5
play b D5
play w F4
play b D4
play w F3
play b D3
play w F2
play b D2
play w F1
play b D1
play w pass
play b pass
komi 0.5
kata-set-rules chinese
200 final_score
#? [W\+3\.5]
kata-set-rules aga
201 tengen-score_breakdown
#? [.*pass stones: black 2 white 1 \(including White's extra last pass\)\n.*handicap compensation: 2 \(3 stones\)\n.*equivalent territory count: W\+2\.5\nresult: W\+2\.5.*]
kata-set-rules japanese
202 final_score
#? [W\+3\.5]
kata-set-rules wmsg
203 final_score
#? [W\+4\.5]
