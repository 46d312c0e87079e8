# send_two_return_one.tst: the sending-two-returning-one cycle under each ko rule.
#
# What: on 5x5, White A2 B2 and Black B1 C2 D1 (White's B2 is the last setup
# play, so Black is to move in this start position S):
#     2  O O X . .
#     1  . X . X .
#        A B C D E
# Black A1 "sends two" (A1+B1 are left with the single liberty C1), White C1
# captures both, and Black B1 "returns one": it captures the lone C1 stone and
# recreates the board of S, now with White to move.
#   - tromp-taylor, chinese-kgs, ing, wmsg, jasiek: positional superko, S's
#     board occurred before -> illegal (0).
#   - chinese: Chinese superko (as the BGA comparison defines it) forbids basic
#     ko and sending-two-returning-one -> illegal (0).
#   - japanese, korean, stone-scoring: simple ko only; B1 captures one stone but
#     C1 had captured two, so it is no ko recapture -> legal (1).
#   - jasiek-basic-ko: basic ko forbids removing a single stone that removed a
#     single stone; C1 removed two -> legal (1).
#   - aga: situational superko; S had Black to move, now White would be to move,
#     so the situation is new -> legal (1).
#   - new_zealand: natural situational superko; S was created by White's play
#     B2, not by Black, so Black does not repeat a position of its own -> legal (1).
# Why: this is the cycle that separates the Chinese superko from positional
# superko on one side and from simple ko / situational superko on the other.
# Each rule gets a fresh board (clear_board + kata-set-rules + setup again).

# ===== tromp-taylor: returning one is illegal =====
boardsize 5
clear_board
kata-set-rules tromp-taylor
play white A2
play black C2
play black D1
play black B1
play white B2
# The start position S, Black to move.
11 showboard
#? [\s*A B C D E\n 5  (\. ){5} 5\n 4  (\. ){5} 4\n 3  (\. ){5} 3\n 2  O O X (\. ){2} 2\n 1  \. X \. X \.  1\n\s*A B C D E\n.*to move black; prisoners held: black 0 white 0.*]

play black A1
play white C1
# White C1 captured A1 and B1; C1 itself is in atari at B1.
12 showboard
#? [\s*A B C D E\n 5  (\. ){5} 5\n 4  (\. ){5} 4\n 3  (\. ){5} 3\n 2  O O X (\. ){2} 2\n 1  (\. ){2}O X \.  1\n\s*A B C D E\n.*to move black; prisoners held: black 0 white 2.*]

# Returning one under tromp-taylor: illegal.
10 is_legal black B1
#? [0]

# ===== chinese: returning one is illegal =====
boardsize 5
clear_board
kata-set-rules chinese
play white A2
play black C2
play black D1
play black B1
play white B2
play black A1
play white C1
# Returning one under chinese: illegal.
20 is_legal black B1
#? [0]

# ===== japanese: returning one is legal =====
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
# Returning one under japanese: legal.
30 is_legal black B1
#? [1]

# Played: C1 is captured and the board of S is back, White to move.
play black B1
33 showboard
#? [\s*A B C D E\n 5  (\. ){5} 5\n 4  (\. ){5} 4\n 3  (\. ){5} 3\n 2  O O X (\. ){2} 2\n 1  \. X \. X \.  1\n\s*A B C D E\n.*to move white; prisoners held: black 1 white 2.*]

# ===== aga: returning one is legal =====
boardsize 5
clear_board
kata-set-rules aga
play white A2
play black C2
play black D1
play black B1
play white B2
play black A1
play white C1
# Returning one under aga: legal.
40 is_legal black B1
#? [1]

# ===== new_zealand: returning one is legal =====
boardsize 5
clear_board
kata-set-rules new_zealand
play white A2
play black C2
play black D1
play black B1
play white B2
play black A1
play white C1
# Returning one under new_zealand: legal.
50 is_legal black B1
#? [1]

# ===== korean: returning one is legal =====
boardsize 5
clear_board
kata-set-rules korean
play white A2
play black C2
play black D1
play black B1
play white B2
play black A1
play white C1
# Returning one under korean: legal.
60 is_legal black B1
#? [1]

# ===== chinese-kgs: returning one is illegal =====
boardsize 5
clear_board
kata-set-rules chinese-kgs
play white A2
play black C2
play black D1
play black B1
play white B2
play black A1
play white C1
# Returning one under chinese-kgs: illegal.
70 is_legal black B1
#? [0]

# ===== ing: returning one is illegal =====
boardsize 5
clear_board
kata-set-rules ing
play white A2
play black C2
play black D1
play black B1
play white B2
play black A1
play white C1
# Returning one under ing: illegal.
80 is_legal black B1
#? [0]

# ===== wmsg: returning one is illegal =====
boardsize 5
clear_board
kata-set-rules wmsg
play white A2
play black C2
play black D1
play black B1
play white B2
play black A1
play white C1
# Returning one under wmsg: illegal.
90 is_legal black B1
#? [0]

# ===== stone-scoring: returning one is legal =====
boardsize 5
clear_board
kata-set-rules stone-scoring
play white A2
play black C2
play black D1
play black B1
play white B2
play black A1
play white C1
# Returning one under stone-scoring: legal.
100 is_legal black B1
#? [1]

# ===== jasiek: returning one is illegal =====
boardsize 5
clear_board
kata-set-rules jasiek
play white A2
play black C2
play black D1
play black B1
play white B2
play black A1
play white C1
# Returning one under jasiek: illegal.
110 is_legal black B1
#? [0]

# ===== jasiek-basic-ko: returning one is legal =====
boardsize 5
clear_board
kata-set-rules jasiek-basic-ko
play white A2
play black C2
play black D1
play black B1
play white B2
play black A1
play white C1
# Returning one under jasiek-basic-ko: legal.
120 is_legal black B1
#? [1]

