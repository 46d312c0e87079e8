# score_aga_pass_stones.tst: AGA equivalence scoring gives the same result by
# area and by territory counting.
#
# What: score-games/aga-game.sgf is a finished 9x9 GNU Go self-play game (Black
# moved first and, after White's pass, passed last). Under the aga preset every
# pass hands the opponent a prisoner (a pass stone) and White must pass last,
# handing over one more stone if Black passed last (comparison-of-rulesets.txt:
# "requiring a player who passes to hand over a prisoner", "requiring White to
# play the last move of the game (or give an extra pass stone)"). Then the
# territory count (territory + prisoners + pass stones) and the area count
# (territory + stones) give the same result; tengen-score_breakdown prints
# both ("equivalent territory count" and "result").
# Three endings of the same game:
#   1. as played (W pass, B pass): aga W+12.5 both ways; japanese W+13.5 and
#      chinese W+12.5 (the usual one-point difference: Black made one more
#      move than White);
#   2. White passes, Black fills a point of its own territory (G1), then both
#      pass: area unchanged (W+12.5 by aga and chinese); the territory count
#      loses Black a point of territory but gives Black one more pass stone,
#      so it still says W+12.5, while japanese charges the filled point (W+14.5);
#   3. White fills a point of its own territory (B3), Black passes, White
#      passes last (no extra pass stone): aga W+12.5 both ways, japanese
#      W+12.5 (White's filled point cost White one).
# Komi is 7.5 throughout (AGA's komi).
# Why: equivalence scoring is the point of the AGA rules: a pass must cost
# exactly what a move inside one's own territory costs, whichever way the
# players count.

# ===== 1. the game as played =====
loadsgf score-games/aga-game.sgf
kata-set-rules aga
komi 7.5
100 showboard
#? [.*state: stopped after two passes.*]
101 tengen-score_breakdown
#? [.*pass stones: black 2 white 1 \(including White's extra last pass\)\n.*equivalent territory count: W\+12\.5\nresult: W\+12\.5.*]
102 final_score
#? [W\+12\.5]
kata-set-rules chinese
103 final_score
#? [W\+12\.5]
kata-set-rules japanese
104 final_score
#? [W\+13\.5]

# ===== 2. Black fills its own territory after White's pass =====
# loadsgf FILE 60: the position before move 60 (White to move, no pass yet).
loadsgf score-games/aga-game.sgf 60
kata-set-rules aga
komi 7.5
play w pass
play b G1
play w pass
play b pass
200 tengen-score_breakdown
#? [.*territory: black 9 white 16\n.*pass stones: black 3 white 1 \(including White's extra last pass\)\n.*equivalent territory count: W\+12\.5\nresult: W\+12\.5.*]
kata-set-rules chinese
201 final_score
#? [W\+12\.5]
kata-set-rules japanese
202 final_score
#? [W\+14\.5]

# ===== 3. White fills its own territory and passes last =====
loadsgf score-games/aga-game.sgf 60
kata-set-rules aga
komi 7.5
play w B3
play b pass
play w pass
300 tengen-score_breakdown
#? [.*territory: black 10 white 15\n.*pass stones: black 1 white 1\n.*equivalent territory count: W\+12\.5\nresult: W\+12\.5.*]
kata-set-rules chinese
301 final_score
#? [W\+12\.5]
kata-set-rules japanese
302 final_score
#? [W\+12\.5]
