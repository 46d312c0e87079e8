# handicap.tst: fixed, free and set handicap placement.
#
# What: fixed_handicap follows the placement table of the GTP v2 spec, section
# 4.1.1 (3rd line on boards below 13x13, 4th line from 13x13 on; 5 and 7 stones
# add the centre, 6 and 8 add side points): 2, 5 and 9 stones on 9x9, 9 stones
# on 13x13, every count from 2 to 9 on 19x19. The spec says the order of the
# vertices in the reply carries no meaning (GNU Go lists them in board order,
# we list them in the spec's order), so replies are matched as sets: the right
# number of vertices, each from the expected set. Where it matters, showboard
# then checks that exactly those points hold black stones and White is to move.
# place_free_handicap N must return exactly N distinct points (gtp2ogs resigns
# otherwise) and place them; set_free_handicap places the client's stones.
# Handicap stones are not moves: undoing a later move leaves them on the board,
# and printsgf records them as HA[] and AB[] setup.
# Why: a wrong handicap layout silently desynchronises the engine from Sabaki,
# GoGui and kgsGtp, which compute the same table themselves.

boardsize 9

# 9x9, 2 stones: C3 G7 (any order).
clear_board
10 fixed_handicap 2
#? [C3 G7|G7 C3]

# 9x9, 5 stones: C3 G7 C7 G3 E5 (any order).
clear_board
20 fixed_handicap 5
#? [((C3|G7|C7|G3|E5) ){4}(C3|G7|C7|G3|E5)]

# ... and exactly these 5 points hold black stones, with White to move.
21 showboard
#? [\s*A B C D E F G H J\n 9  (\. ){9} 9\n 8  (\. ){9} 8\n 7  (\. ){2}X (\. ){3}X (\. ){2} 7\n 6  (\. ){9} 6\n 5  (\. ){4}X (\. ){4} 5\n 4  (\. ){9} 4\n 3  (\. ){2}X (\. ){3}X (\. ){2} 3\n 2  (\. ){9} 2\n 1  (\. ){9} 1\n\s*A B C D E F G H J\n.*to move white.*]

# 9x9, 9 stones: C3 G7 C7 G3 C5 G5 E3 E7 E5 (any order).
clear_board
30 fixed_handicap 9
#? [((C3|G7|C7|G3|C5|G5|E3|E7|E5) ){8}(C3|G7|C7|G3|C5|G5|E3|E7|E5)]

# ... and exactly these 9 points hold black stones, with White to move.
31 showboard
#? [\s*A B C D E F G H J\n 9  (\. ){9} 9\n 8  (\. ){9} 8\n 7  (\. ){2}X \. X \. X (\. ){2} 7\n 6  (\. ){9} 6\n 5  (\. ){2}X \. X \. X (\. ){2} 5\n 4  (\. ){9} 4\n 3  (\. ){2}X \. X \. X (\. ){2} 3\n 2  (\. ){9} 2\n 1  (\. ){9} 1\n\s*A B C D E F G H J\n.*to move white.*]

boardsize 13

# 13x13, 9 stones: D4 K10 D10 K4 D7 K7 G4 G10 G7 (any order).
clear_board
100 fixed_handicap 9
#? [((D4|K10|D10|K4|D7|K7|G4|G10|G7) ){8}(D4|K10|D10|K4|D7|K7|G4|G10|G7)]

# ... and exactly these 9 points hold black stones, with White to move.
101 showboard
#? [\s*A B C D E F G H J K L M N\n13  (\. ){13}13\n12  (\. ){13}12\n11  (\. ){13}11\n10  (\. ){3}X (\. ){2}X (\. ){2}X (\. ){3}10\n 9  (\. ){13} 9\n 8  (\. ){13} 8\n 7  (\. ){3}X (\. ){2}X (\. ){2}X (\. ){3} 7\n 6  (\. ){13} 6\n 5  (\. ){13} 5\n 4  (\. ){3}X (\. ){2}X (\. ){2}X (\. ){3} 4\n 3  (\. ){13} 3\n 2  (\. ){13} 2\n 1  (\. ){13} 1\n\s*A B C D E F G H J K L M N\n.*to move white.*]

boardsize 19

# 19x19, 2 stones: D4 Q16 (any order).
clear_board
200 fixed_handicap 2
#? [D4 Q16|Q16 D4]

# 19x19, 3 stones: D4 Q16 D16 (any order).
clear_board
210 fixed_handicap 3
#? [((D4|Q16|D16) ){2}(D4|Q16|D16)]

# 19x19, 4 stones: D4 Q16 D16 Q4 (any order).
clear_board
220 fixed_handicap 4
#? [((D4|Q16|D16|Q4) ){3}(D4|Q16|D16|Q4)]

# 19x19, 5 stones: D4 Q16 D16 Q4 K10 (any order).
clear_board
230 fixed_handicap 5
#? [((D4|Q16|D16|Q4|K10) ){4}(D4|Q16|D16|Q4|K10)]

# ... and exactly these 5 points hold black stones, with White to move.
231 showboard
#? [\s*A B C D E F G H J K L M N O P Q R S T\n19  (\. ){19}19\n18  (\. ){19}18\n17  (\. ){19}17\n16  (\. ){3}X (\. ){11}X (\. ){3}16\n15  (\. ){19}15\n14  (\. ){19}14\n13  (\. ){19}13\n12  (\. ){19}12\n11  (\. ){19}11\n10  (\. ){9}X (\. ){9}10\n 9  (\. ){19} 9\n 8  (\. ){19} 8\n 7  (\. ){19} 7\n 6  (\. ){19} 6\n 5  (\. ){19} 5\n 4  (\. ){3}X (\. ){11}X (\. ){3} 4\n 3  (\. ){19} 3\n 2  (\. ){19} 2\n 1  (\. ){19} 1\n\s*A B C D E F G H J K L M N O P Q R S T\n.*to move white.*]

# 19x19, 6 stones: D4 Q16 D16 Q4 D10 Q10 (any order).
clear_board
240 fixed_handicap 6
#? [((D4|Q16|D16|Q4|D10|Q10) ){5}(D4|Q16|D16|Q4|D10|Q10)]

# 19x19, 7 stones: D4 Q16 D16 Q4 D10 Q10 K10 (any order).
clear_board
250 fixed_handicap 7
#? [((D4|Q16|D16|Q4|D10|Q10|K10) ){6}(D4|Q16|D16|Q4|D10|Q10|K10)]

# 19x19, 8 stones: D4 Q16 D16 Q4 D10 Q10 K4 K16 (any order).
clear_board
260 fixed_handicap 8
#? [((D4|Q16|D16|Q4|D10|Q10|K4|K16) ){7}(D4|Q16|D16|Q4|D10|Q10|K4|K16)]

# 19x19, 9 stones: D4 Q16 D16 Q4 D10 Q10 K4 K16 K10 (any order).
clear_board
270 fixed_handicap 9
#? [((D4|Q16|D16|Q4|D10|Q10|K4|K16|K10) ){8}(D4|Q16|D16|Q4|D10|Q10|K4|K16|K10)]

# ... and exactly these 9 points hold black stones, with White to move.
271 showboard
#? [\s*A B C D E F G H J K L M N O P Q R S T\n19  (\. ){19}19\n18  (\. ){19}18\n17  (\. ){19}17\n16  (\. ){3}X (\. ){5}X (\. ){5}X (\. ){3}16\n15  (\. ){19}15\n14  (\. ){19}14\n13  (\. ){19}13\n12  (\. ){19}12\n11  (\. ){19}11\n10  (\. ){3}X (\. ){5}X (\. ){5}X (\. ){3}10\n 9  (\. ){19} 9\n 8  (\. ){19} 8\n 7  (\. ){19} 7\n 6  (\. ){19} 6\n 5  (\. ){19} 5\n 4  (\. ){3}X (\. ){5}X (\. ){5}X (\. ){3} 4\n 3  (\. ){19} 3\n 2  (\. ){19} 2\n 1  (\. ){19} 1\n\s*A B C D E F G H J K L M N O P Q R S T\n.*to move white.*]

# Handicap stones are recorded as HA[3] and AB[] setup, not as moves (no B[] node).
boardsize 9
clear_board
fixed_handicap 3
300 printsgf
#? [[^;]*;[^;]*HA\[3\][^;]*AB\[..\]\[..\]\[..\][^;]*]

# After White's first move is undone the three handicap stones are still there
# (C3 C7 G7), and White is to move again.
play white E5
undo
310 showboard
#? [\s*A B C D E F G H J\n 9  (\. ){9} 9\n 8  (\. ){9} 8\n 7  (\. ){2}X (\. ){3}X (\. ){2} 7\n 6  (\. ){9} 6\n 5  (\. ){9} 5\n 4  (\. ){9} 4\n 3  (\. ){2}X (\. ){6} 3\n 2  (\. ){9} 2\n 1  (\. ){9} 1\n\s*A B C D E F G H J\n.*to move white.*]

# place_free_handicap 5 on 9x9: exactly five vertices of the board, none repeated
# (a repeated vertex would leave fewer than five stones in the next test).
clear_board
400 place_free_handicap 5
#? [([A-HJ][1-9] ){4}[A-HJ][1-9]]

# Exactly five black stones are now on the board (count the X characters) and
# White is to move.
401 showboard
#? [([^X]*X){5}[^X]*to move white[^X]*]

# Same on 13x13 with 9 stones.
boardsize 13
clear_board
410 place_free_handicap 9
#? [([A-HJ-N](1[0-3]|[1-9]) ){8}[A-HJ-N](1[0-3]|[1-9])]

411 showboard
#? [([^X]*X){9}[^X]*to move white[^X]*]

# set_free_handicap places the client's stones: the three points are occupied
# (is_legal answers 0 for White), and nothing else is on the board.
boardsize 9
clear_board
set_free_handicap A1 J9 E5
500 is_legal white A1
#? [0]

501 is_legal white J9
#? [0]

502 is_legal white E5
#? [0]

# Exactly three black stones, White to move, 81 - 3 = 78 legal points for White.
503 showboard
#? [\s*A B C D E F G H J\n 9  (\. ){8}X  9\n 8  (\. ){9} 8\n 7  (\. ){9} 7\n 6  (\. ){9} 6\n 5  (\. ){4}X (\. ){4} 5\n 4  (\. ){9} 4\n 3  (\. ){9} 3\n 2  (\. ){9} 2\n 1  X (\. ){8} 1\n\s*A B C D E F G H J\n.*to move white.*]

504 all_legal white
#? [([A-HJ][1-9] ){77}[A-HJ][1-9]]

# The set stones are recorded as a 3-stone handicap.
505 printsgf
#? [.*HA\[3\].*AB\[..\]\[..\]\[..\].*]
