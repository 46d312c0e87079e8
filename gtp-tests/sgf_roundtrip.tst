# sgf_roundtrip.tst: loadsgf / printsgf round trip.
#
# What: games/roundtrip.sgf is a hand-written 9x9 record: SZ[9] KM[6.5]
# RU[Japanese] HA[2] AB[cg][gc] (black handicap stones C3 and G7) and eight
# moves, the fourth a pass:
#   1 W E5  2 B E7  3 W C5  4 B pass  5 W G5  6 B E3  7 W C7  8 B G4
# loadsgf must honour SZ, KM, HA, RU and the setup stones and replay every move;
# printsgf must write them all back (RU[] in our preset spelling, the pass as
# B[] or B[tt]). `loadsgf FILE N` gives the position before move N. Writing
# the record to a file (/tmp/tengen-roundtrip.sgf) and loading that file again
# gives the same record and board.
# Why: Sabaki and GoGui synchronise through loadsgf, and GNU Go-style regression
# suites (this format) set up their positions with `loadsgf FILE N`.
# Header properties are checked one per test so that their order does not matter.

# The record's own komi wins over a komi set earlier.
komi 3
loadsgf games/roundtrip.sgf

# printsgf: size, komi, handicap, rules and the handicap stones ...
10 printsgf
#? [.*SZ\[9\].*]

11 printsgf
#? [.*KM\[6\.5\].*]

12 printsgf
#? [.*HA\[2\].*]

13 printsgf
#? [.*RU\[japanese\].*]

14 printsgf
#? [.*AB(\[cg\]\[gc\]|\[gc\]\[cg\]).*]

# ... and exactly the eight moves, in order, with the pass, ending the record.
15 printsgf
#? [\(;[^;]*;W\[ee\]\s*;B\[ec\]\s*;W\[ce\]\s*;B\[(tt)?\]\s*;W\[ge\]\s*;B\[eg\]\s*;W\[cc\]\s*;B\[gf\]\s*\)]

# The loaded rules are the japanese preset.
16 kata-get-rules
#? [.*"name":"japanese".*]

# The board after the whole game: White to move, nothing captured.
17 showboard
#? [\s*A B C D E F G H J\n 9  (\. ){9} 9\n 8  (\. ){9} 8\n 7  (\. ){2}O \. X \. X (\. ){2} 7\n 6  (\. ){9} 6\n 5  (\. ){2}O \. O \. O (\. ){2} 5\n 4  (\. ){6}X (\. ){2} 4\n 3  (\. ){2}X \. X (\. ){4} 3\n 2  (\. ){9} 2\n 1  (\. ){9} 1\n\s*A B C D E F G H J\nrules japanese komi 6\.5 to move white; prisoners held: black 0 white 0.*]

# loadsgf FILE 4: the position before move 4 (the pass), i.e. after W E5, B E7,
# W C5, with Black to move.
loadsgf games/roundtrip.sgf 4
20 showboard
#? [\s*A B C D E F G H J\n 9  (\. ){9} 9\n 8  (\. ){9} 8\n 7  (\. ){4}X \. X (\. ){2} 7\n 6  (\. ){9} 6\n 5  (\. ){2}O \. O (\. ){4} 5\n 4  (\. ){9} 4\n 3  (\. ){2}X (\. ){6} 3\n 2  (\. ){9} 2\n 1  (\. ){9} 1\n\s*A B C D E F G H J\n.*to move black.*]

# The points of moves 5 to 8 are still empty; those of moves 1 to 3 are taken.
21 is_legal white G5
#? [1]

22 is_legal black E3
#? [1]

23 is_legal black E5
#? [0]

24 is_legal white E7
#? [0]

# The record now holds the setup and just the first three moves.
25 printsgf
#? [\(;[^;]*HA\[2\][^;]*;W\[ee\]\s*;B\[ec\]\s*;W\[ce\]\s*\)]

# loadsgf FILE 1: before the first move, only the handicap stones, White to move.
loadsgf games/roundtrip.sgf 1
30 showboard
#? [\s*A B C D E F G H J\n 9  (\. ){9} 9\n 8  (\. ){9} 8\n 7  (\. ){6}X (\. ){2} 7\n 6  (\. ){9} 6\n 5  (\. ){9} 5\n 4  (\. ){9} 4\n 3  (\. ){2}X (\. ){6} 3\n 2  (\. ){9} 2\n 1  (\. ){9} 1\n\s*A B C D E F G H J\n.*to move white.*]

31 printsgf
#? [\(;[^;]*AB[^;]*\)]

# A move number beyond the end loads the whole game.
loadsgf games/roundtrip.sgf 100
32 printsgf
#? [\(;[^;]*;W\[ee\]\s*;B\[ec\]\s*;W\[ce\]\s*;B\[(tt)?\]\s*;W\[ge\]\s*;B\[eg\]\s*;W\[cc\]\s*;B\[gf\]\s*\)]

# Undo works on loaded moves: one undo takes back move 8 (B G4).
loadsgf games/roundtrip.sgf
undo
40 printsgf
#? [\(;[^;]*;W\[ee\]\s*;B\[ec\]\s*;W\[ce\]\s*;B\[(tt)?\]\s*;W\[ge\]\s*;B\[eg\]\s*;W\[cc\]\s*\)]

41 is_legal black G4
#? [1]

# Round trip through a file: write the record to /tmp, clear everything, load it
# back and print it again. It is the same record ...
loadsgf games/roundtrip.sgf
printsgf /tmp/tengen-roundtrip.sgf
boardsize 19
komi 0
clear_board
loadsgf /tmp/tengen-roundtrip.sgf
50 printsgf
#? [\(;[^;]*SZ\[9\][^;]*;W\[ee\]\s*;B\[ec\]\s*;W\[ce\]\s*;B\[(tt)?\]\s*;W\[ge\]\s*;B\[eg\]\s*;W\[cc\]\s*;B\[gf\]\s*\)]

51 printsgf
#? [.*KM\[6\.5\].*HA\[2\].*|.*HA\[2\].*KM\[6\.5\].*]

52 printsgf
#? [.*RU\[japanese\].*]

53 printsgf
#? [.*AB(\[cg\]\[gc\]|\[gc\]\[cg\]).*]

# ... and the same board.
54 showboard
#? [\s*A B C D E F G H J\n 9  (\. ){9} 9\n 8  (\. ){9} 8\n 7  (\. ){2}O \. X \. X (\. ){2} 7\n 6  (\. ){9} 6\n 5  (\. ){2}O \. O \. O (\. ){2} 5\n 4  (\. ){6}X (\. ){2} 4\n 3  (\. ){2}X \. X (\. ){4} 3\n 2  (\. ){9} 2\n 1  (\. ){9} 1\n\s*A B C D E F G H J\nrules japanese komi 6\.5 to move white; prisoners held: black 0 white 0.*]

