# triple_ko.tst: a triple ko (a six-move cycle) under each ko and cycle rule.
#
# What: on 9x9, three ko units at rows 2, 5 and 8. For the unit at row Y, Black
# has C(Y) D(Y+1) D(Y-1) and White has F(Y) E(Y+1) E(Y-1); the ko points are
# D(Y) and E(Y). Start position S (Black to move; White's D8 is the last setup
# play, so White created S):
#     9  . . . X O . . . .      ko1 (row 2): White stone on D2
#     8  . . X O . O . . .      ko2 (row 5): Black stone on E5
#     7  . . . X O . . . .      ko3 (row 8): White stone on D8
#     6  . . . X O . . . .
#     5  . . X . X O . . .
#     4  . . . X O . . . .
#     3  . . . X O . . . .
#     2  . . X O . O . . .
#     1  . . . X O . . . .
#        A B C D E F G H J
# Cycle: B E2 (takes D2), W D5 (takes E5), B E8 (takes D8), W D2 (takes E2),
# B E5 (takes D5), and then W D8 (takes E8) recreates S with Black to move.
# No take is an immediate ko recapture, so simple ko allows all six. The sixth
# (is_legal white D8) is:
#   - 0 under tromp-taylor, chinese-kgs, ing, wmsg, jasiek (positional superko:
#     S's board occurred), aga (situational superko: S with Black to move
#     occurred), new_zealand (natural situational superko: White created S).
#   - 1 under japanese, korean, stone-scoring (simple ko), chinese (Chinese
#     superko forbids only basic ko and sending-two-returning-one) and
#     jasiek-basic-ko (basic ko).
# Under japanese (Article 12) the game then ends without result when S occurs
# for the third time (after a second full cycle): printsgf writes RE[Void] then
# and not before, and undo takes it back. chinese, whose referee voids such a
# game too, behaves the same. Under jasiek-basic-ko the first repetition is an
# exceptional ending; three stones of each colour were removed in the cycle, so
# the game is void at once.
# Why: the triple ko is the standard example that distinguishes every ko rule.
# Each rule gets a fresh board (clear_board + kata-set-rules + setup again).

# ===== tromp-taylor: the sixth take is illegal =====
boardsize 9
clear_board
kata-set-rules tromp-taylor
play black C2
play white F2
play black D3
play white E3
play black D1
play white E1
play black C5
play white F5
play black D6
play white E6
play black D4
play white E4
play black C8
play white F8
play black D9
play white E9
play black D7
play white E7
# The ko stones; White's D8 comes last, so Black is to move in S.
play white D2
play black E5
play white D8
# The start position S, Black to move.
101 showboard
#? [\s*A B C D E F G H J\n 9  (\. ){3}X O (\. ){4} 9\n 8  (\. ){2}X O \. O (\. ){3} 8\n 7  (\. ){3}X O (\. ){4} 7\n 6  (\. ){3}X O (\. ){4} 6\n 5  (\. ){2}X \. X O (\. ){3} 5\n 4  (\. ){3}X O (\. ){4} 4\n 3  (\. ){3}X O (\. ){4} 3\n 2  (\. ){2}X O \. O (\. ){3} 2\n 1  (\. ){3}X O (\. ){4} 1\n\s*A B C D E F G H J\n.*to move black; prisoners held: black 0 white 0.*]

# Five takes of the cycle.
play black E2
play white D5
play black E8
play white D2
play black E5
# After five takes: ko1 has White on D2 again, ko2 Black on E5 again, ko3
# Black on E8 (D8 empty); Black took 3 stones, White 2; White to move.
102 showboard
#? [\s*A B C D E F G H J\n 9  (\. ){3}X O (\. ){4} 9\n 8  (\. ){2}X \. X O (\. ){3} 8\n 7  (\. ){3}X O (\. ){4} 7\n 6  (\. ){3}X O (\. ){4} 6\n 5  (\. ){2}X \. X O (\. ){3} 5\n 4  (\. ){3}X O (\. ){4} 4\n 3  (\. ){3}X O (\. ){4} 3\n 2  (\. ){2}X O \. O (\. ){3} 2\n 1  (\. ){3}X O (\. ){4} 1\n\s*A B C D E F G H J\n.*to move white; prisoners held: black 3 white 2.*]

# The sixth take, recreating S, under tromp-taylor.
100 is_legal white D8
#? [0]

# ===== aga: the sixth take is illegal =====
boardsize 9
clear_board
kata-set-rules aga
play black C2
play white F2
play black D3
play white E3
play black D1
play white E1
play black C5
play white F5
play black D6
play white E6
play black D4
play white E4
play black C8
play white F8
play black D9
play white E9
play black D7
play white E7
# The ko stones; White's D8 comes last, so Black is to move in S.
play white D2
play black E5
play white D8
# Five takes of the cycle.
play black E2
play white D5
play black E8
play white D2
play black E5
# The sixth take, recreating S, under aga.
200 is_legal white D8
#? [0]

# ===== new_zealand: the sixth take is illegal =====
boardsize 9
clear_board
kata-set-rules new_zealand
play black C2
play white F2
play black D3
play white E3
play black D1
play white E1
play black C5
play white F5
play black D6
play white E6
play black D4
play white E4
play black C8
play white F8
play black D9
play white E9
play black D7
play white E7
# The ko stones; White's D8 comes last, so Black is to move in S.
play white D2
play black E5
play white D8
# Five takes of the cycle.
play black E2
play white D5
play black E8
play white D2
play black E5
# The sixth take, recreating S, under new_zealand.
300 is_legal white D8
#? [0]

# ===== japanese: the sixth take is legal =====
boardsize 9
clear_board
kata-set-rules japanese
play black C2
play white F2
play black D3
play white E3
play black D1
play white E1
play black C5
play white F5
play black D6
play white E6
play black D4
play white E4
play black C8
play white F8
play black D9
play white E9
play black D7
play white E7
# The ko stones; White's D8 comes last, so Black is to move in S.
play white D2
play black E5
play white D8
# Five takes of the cycle.
play black E2
play white D5
play black E8
play white D2
play black E5
# The sixth take, recreating S, under japanese.
400 is_legal white D8
#? [1]

# Play it: S occurs for the second time; the game goes on (no RE[]).
play white D8
403 printsgf
#? [[^R]*RU\[japanese\][^R]*]

# A second full cycle: just before its last take still no result ...
play black E2
play white D5
play black E8
play white D2
play black E5
404 printsgf
#? [[^R]*RU\[japanese\][^R]*]

# ... and the last take makes S occur for the third time: the game is void.
play white D8
405 printsgf
#? [.*RE\[Void\].*]

# Undo takes the void ending back with the move ...
undo
406 printsgf
#? [[^R]*RU\[japanese\][^R]*]

# ... and replaying the move voids the game again.
play white D8
407 printsgf
#? [.*RE\[Void\].*]

# The board is S again, after 6 + 6 captures each way.
408 showboard
#? [\s*A B C D E F G H J\n 9  (\. ){3}X O (\. ){4} 9\n 8  (\. ){2}X O \. O (\. ){3} 8\n 7  (\. ){3}X O (\. ){4} 7\n 6  (\. ){3}X O (\. ){4} 6\n 5  (\. ){2}X \. X O (\. ){3} 5\n 4  (\. ){3}X O (\. ){4} 4\n 3  (\. ){3}X O (\. ){4} 3\n 2  (\. ){2}X O \. O (\. ){3} 2\n 1  (\. ){3}X O (\. ){4} 1\n\s*A B C D E F G H J\n.*to move black; prisoners held: black 6 white 6.*]

# ===== chinese: the sixth take is legal =====
boardsize 9
clear_board
kata-set-rules chinese
play black C2
play white F2
play black D3
play white E3
play black D1
play white E1
play black C5
play white F5
play black D6
play white E6
play black D4
play white E4
play black C8
play white F8
play black D9
play white E9
play black D7
play white E7
# The ko stones; White's D8 comes last, so Black is to move in S.
play white D2
play black E5
play white D8
# Five takes of the cycle.
play black E2
play white D5
play black E8
play white D2
play black E5
# The sixth take, recreating S, under chinese.
500 is_legal white D8
#? [1]

# Play it: S occurs for the second time; the game goes on (no RE[]).
play white D8
503 printsgf
#? [[^R]*RU\[chinese\][^R]*]

# A second full cycle: just before its last take still no result ...
play black E2
play white D5
play black E8
play white D2
play black E5
504 printsgf
#? [[^R]*RU\[chinese\][^R]*]

# ... and the last take makes S occur for the third time: the game is void.
play white D8
505 printsgf
#? [.*RE\[Void\].*]

# Undo takes the void ending back with the move ...
undo
506 printsgf
#? [[^R]*RU\[chinese\][^R]*]

# ... and replaying the move voids the game again.
play white D8
507 printsgf
#? [.*RE\[Void\].*]

# The board is S again, after 6 + 6 captures each way.
508 showboard
#? [\s*A B C D E F G H J\n 9  (\. ){3}X O (\. ){4} 9\n 8  (\. ){2}X O \. O (\. ){3} 8\n 7  (\. ){3}X O (\. ){4} 7\n 6  (\. ){3}X O (\. ){4} 6\n 5  (\. ){2}X \. X O (\. ){3} 5\n 4  (\. ){3}X O (\. ){4} 4\n 3  (\. ){3}X O (\. ){4} 3\n 2  (\. ){2}X O \. O (\. ){3} 2\n 1  (\. ){3}X O (\. ){4} 1\n\s*A B C D E F G H J\n.*to move black; prisoners held: black 6 white 6.*]

# ===== korean: the sixth take is legal =====
boardsize 9
clear_board
kata-set-rules korean
play black C2
play white F2
play black D3
play white E3
play black D1
play white E1
play black C5
play white F5
play black D6
play white E6
play black D4
play white E4
play black C8
play white F8
play black D9
play white E9
play black D7
play white E7
# The ko stones; White's D8 comes last, so Black is to move in S.
play white D2
play black E5
play white D8
# Five takes of the cycle.
play black E2
play white D5
play black E8
play white D2
play black E5
# The sixth take, recreating S, under korean.
600 is_legal white D8
#? [1]

# ===== chinese-kgs: the sixth take is illegal =====
boardsize 9
clear_board
kata-set-rules chinese-kgs
play black C2
play white F2
play black D3
play white E3
play black D1
play white E1
play black C5
play white F5
play black D6
play white E6
play black D4
play white E4
play black C8
play white F8
play black D9
play white E9
play black D7
play white E7
# The ko stones; White's D8 comes last, so Black is to move in S.
play white D2
play black E5
play white D8
# Five takes of the cycle.
play black E2
play white D5
play black E8
play white D2
play black E5
# The sixth take, recreating S, under chinese-kgs.
700 is_legal white D8
#? [0]

# ===== ing: the sixth take is illegal =====
boardsize 9
clear_board
kata-set-rules ing
play black C2
play white F2
play black D3
play white E3
play black D1
play white E1
play black C5
play white F5
play black D6
play white E6
play black D4
play white E4
play black C8
play white F8
play black D9
play white E9
play black D7
play white E7
# The ko stones; White's D8 comes last, so Black is to move in S.
play white D2
play black E5
play white D8
# Five takes of the cycle.
play black E2
play white D5
play black E8
play white D2
play black E5
# The sixth take, recreating S, under ing.
800 is_legal white D8
#? [0]

# ===== wmsg: the sixth take is illegal =====
boardsize 9
clear_board
kata-set-rules wmsg
play black C2
play white F2
play black D3
play white E3
play black D1
play white E1
play black C5
play white F5
play black D6
play white E6
play black D4
play white E4
play black C8
play white F8
play black D9
play white E9
play black D7
play white E7
# The ko stones; White's D8 comes last, so Black is to move in S.
play white D2
play black E5
play white D8
# Five takes of the cycle.
play black E2
play white D5
play black E8
play white D2
play black E5
# The sixth take, recreating S, under wmsg.
900 is_legal white D8
#? [0]

# ===== stone-scoring: the sixth take is legal =====
boardsize 9
clear_board
kata-set-rules stone-scoring
play black C2
play white F2
play black D3
play white E3
play black D1
play white E1
play black C5
play white F5
play black D6
play white E6
play black D4
play white E4
play black C8
play white F8
play black D9
play white E9
play black D7
play white E7
# The ko stones; White's D8 comes last, so Black is to move in S.
play white D2
play black E5
play white D8
# Five takes of the cycle.
play black E2
play white D5
play black E8
play white D2
play black E5
# The sixth take, recreating S, under stone-scoring.
1000 is_legal white D8
#? [1]

# ===== jasiek: the sixth take is illegal =====
boardsize 9
clear_board
kata-set-rules jasiek
play black C2
play white F2
play black D3
play white E3
play black D1
play white E1
play black C5
play white F5
play black D6
play white E6
play black D4
play white E4
play black C8
play white F8
play black D9
play white E9
play black D7
play white E7
# The ko stones; White's D8 comes last, so Black is to move in S.
play white D2
play black E5
play white D8
# Five takes of the cycle.
play black E2
play white D5
play black E8
play white D2
play black E5
# The sixth take, recreating S, under jasiek.
1100 is_legal white D8
#? [0]

# ===== jasiek-basic-ko: the sixth take is legal =====
boardsize 9
clear_board
kata-set-rules jasiek-basic-ko
play black C2
play white F2
play black D3
play white E3
play black D1
play white E1
play black C5
play white F5
play black D6
play white E6
play black D4
play white E4
play black C8
play white F8
play black D9
play white E9
play black D7
play white E7
# The ko stones; White's D8 comes last, so Black is to move in S.
play white D2
play black E5
play white D8
# Five takes of the cycle.
play black E2
play white D5
play black E8
play white D2
play black E5
# The sixth take, recreating S, under jasiek-basic-ko.
1200 is_legal white D8
#? [1]

# Play it: the repetition ends the game at once; 3 stones of each colour
# were removed between the two occurrences of S, so it ends without result.
play white D8
1205 printsgf
#? [.*RE\[Void\].*]

