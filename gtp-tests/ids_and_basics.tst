# ids_and_basics.tst: the protocol basics every GTP client relies on.
#
# What: numeric ids are echoed on replies; protocol_version, name, known_command
# (true and false), list_commands; komi survives boardsize and clear_board (GTP
# spec 6.3.1 leaves komi alone on both, and our issue requires it); genmove
# answers a vertex or PASS; undo takes the board back to empty.
# Why: Sabaki, GoGui, gtp2ogs and kgsGtp all start with these commands, and a
# client that loses komi on clear_board scores every game wrongly.
# Komi is checked through printsgf's KM[] property; the empty board through
# showboard and through all_legal listing all 81 points.
# (Error replies such as a failing 4th undo cannot be tested here: gogui-regress
# counts every `?` reply as a failure. The Rust integration tests cover them.)

# The id is echoed: the runner finds this reply under id 1 only if it is.
1 protocol_version
#? [2]

# The engine's name.
2 name
#? [Tengen]

# version answers something (any non-empty text).
3 version
#? [.+]

# known_command on a command we implement.
4 known_command play
#? [true]

# known_command on one we do not (commands are case-sensitive, so PLAY is unknown too).
5 known_command gg_genmove
#? [false]

6 known_command PLAY
#? [false]

# list_commands lists play on a line of its own, and the required GTP commands.
7 list_commands
#? [(.*\n)?play(\n.*)?]

8 list_commands
#? [.*protocol_version.*\nname\n.*known_command.*boardsize.*clear_board.*komi.*genmove.*undo.*]

# Komi set before boardsize survives boardsize ...
komi 3.5
boardsize 9
9 printsgf
#? [.*SZ\[9\].*KM\[3\.5\].*]

# ... and clear_board.
clear_board
10 printsgf
#? [.*SZ\[9\].*KM\[3\.5\].*]

# ... also across a change of size and back, and with a negative komi.
komi -2
boardsize 7
boardsize 9
clear_board
11 printsgf
#? [.*SZ\[9\].*KM\[-2\].*]

# genmove returns a vertex on the 9x9 board or PASS (nothing else: no
# lower-case vertex, no column I, no coordinate off the board).
12 genmove black
#? [[A-HJ][1-9]|PASS]

13 genmove white
#? [[A-HJ][1-9]|PASS]

# Undo back to an empty board: play three moves, undo three times.
clear_board
play black E5
play white C3
play black G7
14 showboard
#? [.* 7  \. \. \. \. \. \. X \. \.  7\n.* 5  \. \. \. \. X \. \. \. \.  5\n.* 3  \. \. O \. \. \. \. \. \.  3\n.*]

undo
undo
undo
# The board is empty again, Black to move, nobody holds prisoners.
15 showboard
#? [\s*A B C D E F G H J\n 9  (\. ){9} 9\n 8  (\. ){9} 8\n 7  (\. ){9} 7\n 6  (\. ){9} 6\n 5  (\. ){9} 5\n 4  (\. ){9} 4\n 3  (\. ){9} 3\n 2  (\. ){9} 2\n 1  (\. ){9} 1\n\s*A B C D E F G H J\n.*to move black; prisoners held: black 0 white 0.*]

# Every one of the 81 points is legal for Black again (81 vertices, nothing else).
16 all_legal black
#? [([A-HJ][1-9] ){80}[A-HJ][1-9]]

# The points that held stones are empty and legal for both colours.
17 is_legal white E5
#? [1]

18 is_legal black C3
#? [1]

19 is_legal white G7
#? [1]

# The undone moves are gone from the record too (no B[]/W[] node left).
20 printsgf
#? [[^;]*;[^;]*]

# An id on a command with an empty answer: the runner sees the reply under id 21.
21 clear_board
#? []
