# captures.tst: removing stones that lose their last liberty.
#
# What: a capture in the corner, at the edge and in the middle; a capture of a
# three-stone chain; one play capturing two separate chains at once; a
# snapback (throw-in, capture of one stone, recapture of five). After each
# capture showboard must show the point(s) empty and the prisoners counted for
# the capturing side, and is_legal must treat the emptied points correctly.
# Why: captures are the heart of the board model; corners and edges are where
# neighbour arithmetic goes wrong, and the snapback checks that a capture of
# several stones right after a single-stone capture is not mistaken for a ko.
# Boards are 5x5 and 7x7 so that the showboard patterns stay readable.
# (showboard: X black, O white; "prisoners held: black B white W" counts the
# opponent stones each side captured.)

boardsize 5
clear_board

# --- Corner: White A1 is captured by Black A2 and B1. ---
play white A1
play black A2
play black B1
10 showboard
#? [.* 2  X (\. ){4} 2\n 1  \. X (\. ){3} 1\n.*prisoners held: black 1 white 0.*]

# White cannot play back into A1 (no liberty, captures nothing: suicide) ...
11 is_legal white A1
#? [0]

# ... but Black can fill it.
12 is_legal black A1
#? [1]

# --- Edge: White C1 is captured by Black B1, D1 and C2. ---
clear_board
play white C1
play black B1
play black D1
play black C2
20 showboard
#? [.* 3  (\. ){5} 3\n 2  (\. ){2}X (\. ){2} 2\n 1  \. X \. X \.  1\n.*prisoners held: black 1 white 0.*]

21 is_legal white C1
#? [0]

# --- Centre, 7x7: a three-stone chain C4 D4 E4 is captured by F4. ---
boardsize 7
clear_board
play white C4
play white D4
play white E4
play black C5
play black D5
play black E5
play black C3
play black D3
play black E3
play black B4
# The chain is in atari at F4 but still on the board.
30 showboard
#? [.* 4  \. X O O O (\. ){2} 4\n.*prisoners held: black 0 white 0.*]

play black F4
31 showboard
#? [.* 5  (\. ){2}X X X (\. ){2} 5\n 4  \. X (\. ){3}X \.  4\n 3  (\. ){2}X X X (\. ){2} 3\n.*prisoners held: black 3 white 0.*]

# The emptied points are free again: White may play back into them (C4 and D4
# still have empty neighbours, so this is no suicide).
32 is_legal white D4
#? [1]

33 is_legal white C4
#? [1]

# --- One play capturing two separate chains: Black B1 takes A1 and C1. ---
boardsize 5
clear_board
play white A1
play white C1
play black A2
play black C2
play black D1
play black B1
40 showboard
#? [.* 2  X \. X (\. ){2} 2\n 1  \. X \. X \.  1\n.*prisoners held: black 2 white 0.*]

# --- Snapback on 5x5. ---
# White wall A3 B3 C3 D3 D2 D1; Black chain A2 B2 C2 C1 with liberties A1 and B1.
clear_board
play white A3
play white B3
play white C3
play white D3
play white D2
play white D1
play black A2
play black B2
play black C2
play black C1
# White throws in at B1: the black chain is left with one liberty (A1).
play white B1
50 showboard
#? [.* 3  O O O O \.  3\n 2  X X X O \.  2\n 1  \. O X O \.  1\n.*prisoners held: black 0 white 0.*]

# Black captures the throw-in stone with A1 ...
play black A1
51 showboard
#? [.* 2  X X X O \.  2\n 1  X \. X O \.  1\n.*prisoners held: black 1 white 0.*]

# ... and White may at once play B1 again: it captures five stones, so it is not a
# ko recapture (simple ko only forbids retaking a single stone that just captured one).
52 is_legal white B1
#? [1]

play white B1
53 showboard
#? [.* 3  O O O O \.  3\n 2  (\. ){3}O \.  2\n 1  \. O \. O \.  1\n.*prisoners held: black 1 white 5.*]

# The five emptied points are playable for Black again, e.g. A1 and C2.
54 is_legal black A1
#? [1]

55 is_legal black C2
#? [1]
