# ko.tst: the simple ko and its retake after a threat exchange.
#
# What: on 7x7, Black C4 D5 D3 and White F4 E5 E3 form a ko around D4/E4. White
# has a stone on D4; Black E4 captures it. White's immediate recapture at D4
# (which would capture E4 and recreate the position) is illegal; Black may fill
# the ko. White then plays a ko threat elsewhere (G7), Black answers (G6), and
# now White's recapture is legal; once it is played, Black's immediate
# recapture at E4 is illegal in turn.
# Under japanese (simple ko) this is the ko rule itself; under tromp-taylor
# (positional superko) the immediate recapture repeats a position, while after
# the exchange the two new stones make the position new. The same holds under
# the other presets with a ko rule of their own (chinese, aga, new_zealand),
# which are run the same way.
# Why: every client relies on is_legal/genmove refusing the ko recapture, and an
# engine that keeps the ban too long refuses legitimate retakes.
# Illegality is checked with is_legal (gogui-regress fails every `?` reply).

# ===== japanese =====
boardsize 7
clear_board
kata-set-rules japanese
play black C4
play white F4
play black D5
play white E5
play black D3
play white E3
play white D4
# Black E4 captures the white stone on D4.
play black E4
# The ko shape with the single black stone E4 in atari at D4; Black holds 1 prisoner; rules japanese.
100 showboard
#? [\s*A B C D E F G\n 7  (\. ){7} 7\n 6  (\. ){7} 6\n 5  (\. ){3}X O (\. ){2} 5\n 4  (\. ){2}X \. X O \.  4\n 3  (\. ){3}X O (\. ){2} 3\n 2  (\. ){7} 2\n 1  (\. ){7} 1\n\s*A B C D E F G\nrules japanese .*prisoners held: black 1 white 0.*]

# White's immediate recapture at D4 is illegal ...
101 is_legal white D4
#? [0]

# ... and it is not on White's list of legal points either.
102 all_legal white
#? [!.*D4.*]

# Black may fill (resolve) the ko instead.
103 is_legal black D4
#? [1]

# Threat exchange: White G7, Black G6. Now the recapture is legal.
play white G7
play black G6
104 is_legal white D4
#? [1]

play white D4
# The recapture took E4 (White now holds 1 prisoner) ...
105 showboard
#? [.* 4  (\. ){2}X O \. O \.  4\n.*prisoners held: black 1 white 1.*]

# ... and now Black's immediate recapture at E4 is the illegal one.
106 is_legal black E4
#? [0]

# ===== tromp-taylor =====
boardsize 7
clear_board
kata-set-rules tromp-taylor
play black C4
play white F4
play black D5
play white E5
play black D3
play white E3
play white D4
# Black E4 captures the white stone on D4.
play black E4
# The ko shape with the single black stone E4 in atari at D4; Black holds 1 prisoner; rules tromp-taylor.
200 showboard
#? [\s*A B C D E F G\n 7  (\. ){7} 7\n 6  (\. ){7} 6\n 5  (\. ){3}X O (\. ){2} 5\n 4  (\. ){2}X \. X O \.  4\n 3  (\. ){3}X O (\. ){2} 3\n 2  (\. ){7} 2\n 1  (\. ){7} 1\n\s*A B C D E F G\nrules tromp-taylor .*prisoners held: black 1 white 0.*]

# White's immediate recapture at D4 is illegal ...
201 is_legal white D4
#? [0]

# ... and it is not on White's list of legal points either.
202 all_legal white
#? [!.*D4.*]

# Black may fill (resolve) the ko instead.
203 is_legal black D4
#? [1]

# Threat exchange: White G7, Black G6. Now the recapture is legal.
play white G7
play black G6
204 is_legal white D4
#? [1]

play white D4
# The recapture took E4 (White now holds 1 prisoner) ...
205 showboard
#? [.* 4  (\. ){2}X O \. O \.  4\n.*prisoners held: black 1 white 1.*]

# ... and now Black's immediate recapture at E4 is the illegal one.
206 is_legal black E4
#? [0]

# ===== chinese =====
boardsize 7
clear_board
kata-set-rules chinese
play black C4
play white F4
play black D5
play white E5
play black D3
play white E3
play white D4
# Black E4 captures the white stone on D4.
play black E4
# The ko shape with the single black stone E4 in atari at D4; Black holds 1 prisoner; rules chinese.
300 showboard
#? [\s*A B C D E F G\n 7  (\. ){7} 7\n 6  (\. ){7} 6\n 5  (\. ){3}X O (\. ){2} 5\n 4  (\. ){2}X \. X O \.  4\n 3  (\. ){3}X O (\. ){2} 3\n 2  (\. ){7} 2\n 1  (\. ){7} 1\n\s*A B C D E F G\nrules chinese .*prisoners held: black 1 white 0.*]

# White's immediate recapture at D4 is illegal ...
301 is_legal white D4
#? [0]

# ... and it is not on White's list of legal points either.
302 all_legal white
#? [!.*D4.*]

# Black may fill (resolve) the ko instead.
303 is_legal black D4
#? [1]

# Threat exchange: White G7, Black G6. Now the recapture is legal.
play white G7
play black G6
304 is_legal white D4
#? [1]

play white D4
# The recapture took E4 (White now holds 1 prisoner) ...
305 showboard
#? [.* 4  (\. ){2}X O \. O \.  4\n.*prisoners held: black 1 white 1.*]

# ... and now Black's immediate recapture at E4 is the illegal one.
306 is_legal black E4
#? [0]

# ===== aga =====
boardsize 7
clear_board
kata-set-rules aga
play black C4
play white F4
play black D5
play white E5
play black D3
play white E3
play white D4
# Black E4 captures the white stone on D4.
play black E4
# The ko shape with the single black stone E4 in atari at D4; Black holds 1 prisoner; rules aga.
400 showboard
#? [\s*A B C D E F G\n 7  (\. ){7} 7\n 6  (\. ){7} 6\n 5  (\. ){3}X O (\. ){2} 5\n 4  (\. ){2}X \. X O \.  4\n 3  (\. ){3}X O (\. ){2} 3\n 2  (\. ){7} 2\n 1  (\. ){7} 1\n\s*A B C D E F G\nrules aga .*prisoners held: black 1 white 0.*]

# White's immediate recapture at D4 is illegal ...
401 is_legal white D4
#? [0]

# ... and it is not on White's list of legal points either.
402 all_legal white
#? [!.*D4.*]

# Black may fill (resolve) the ko instead.
403 is_legal black D4
#? [1]

# Threat exchange: White G7, Black G6. Now the recapture is legal.
play white G7
play black G6
404 is_legal white D4
#? [1]

play white D4
# The recapture took E4 (White now holds 1 prisoner) ...
405 showboard
#? [.* 4  (\. ){2}X O \. O \.  4\n.*prisoners held: black 1 white 1.*]

# ... and now Black's immediate recapture at E4 is the illegal one.
406 is_legal black E4
#? [0]

# ===== new_zealand =====
boardsize 7
clear_board
kata-set-rules new_zealand
play black C4
play white F4
play black D5
play white E5
play black D3
play white E3
play white D4
# Black E4 captures the white stone on D4.
play black E4
# The ko shape with the single black stone E4 in atari at D4; Black holds 1 prisoner; rules new_zealand.
500 showboard
#? [\s*A B C D E F G\n 7  (\. ){7} 7\n 6  (\. ){7} 6\n 5  (\. ){3}X O (\. ){2} 5\n 4  (\. ){2}X \. X O \.  4\n 3  (\. ){3}X O (\. ){2} 3\n 2  (\. ){7} 2\n 1  (\. ){7} 1\n\s*A B C D E F G\nrules new_zealand .*prisoners held: black 1 white 0.*]

# White's immediate recapture at D4 is illegal ...
501 is_legal white D4
#? [0]

# ... and it is not on White's list of legal points either.
502 all_legal white
#? [!.*D4.*]

# Black may fill (resolve) the ko instead.
503 is_legal black D4
#? [1]

# Threat exchange: White G7, Black G6. Now the recapture is legal.
play white G7
play black G6
504 is_legal white D4
#? [1]

play white D4
# The recapture took E4 (White now holds 1 prisoner) ...
505 showboard
#? [.* 4  (\. ){2}X O \. O \.  4\n.*prisoners held: black 1 white 1.*]

# ... and now Black's immediate recapture at E4 is the illegal one.
506 is_legal black E4
#? [0]

