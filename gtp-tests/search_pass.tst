# search_pass.tst: when the search passes, and when it must not.
#
# What: a finished 9x9 game: Black's wall on column E, White's on column F, Black owns A-D
# (36 points), White G-J (27). By area Black leads 45 to 36; by territory 36 to 27. With komi
# 8.5 Black wins by half a point either way, and any further Black move in its own area costs a
# point under territory rules.
# 1. Chinese rules, White passed: passing ends the game with a win; Black passes.
# 2. Japanese rules, White passed: Black passes (filling its own territory would lose).
# 3. Japanese rules, White did not pass: still nothing to gain; Black passes rather than fill.
# 4. Tromp-Taylor, a dead White stone at B5 inside Black's area, White passed: a pass would end
#    the game with the board counted as it stands, the stone alive and A-D nobody's, so Black
#    must play on (and capture it).
# 5. Chinese rules, same dead stone: Black plays on too (capturing costs nothing by area and a
#    plain count then agrees with any referee), with a move its search tried.
# Why: the issue asks the search to pass when passing is as good as any move under the current
# rules, and never to pass while a dead opponent stone would be counted alive. (Checked by hand
# with seeds 1-6: all pass in 1 and 2, five of six in 3, none in 4 and 5.)
#
#    A B C D E F G H J
#  9 . . . . X O . . .
#  8 . . . . X O . . .
#  7 . . . . X O . . .
#  6 . . . . X O . . .
#  5 . x . . X O . . .      (x: White's dead stone in tests 4 and 5)
#  4 . . . . X O . . .
#  3 . . . . X O . . .
#  2 . . . . X O . . .
#  1 . . . . X O . . .

# A playout budget and one thread, not the clock: the same answers on a busy machine and
# under gogui-regress, whatever the engine's command line.
tengen-set_playouts 3000
tengen-set_threads 1

boardsize 9

clear_board
kgs-rules chinese
komi 8.5
play black E1
play white F1
play black E2
play white F2
play black E3
play white F3
play black E4
play white F4
play black E5
play white F5
play black E6
play white F6
play black E7
play white F7
play black E8
play white F8
play black E9
play white F9
play white pass
10 reg_genmove black
#? [pass]

clear_board
kgs-rules japanese
komi 8.5
play black E1
play white F1
play black E2
play white F2
play black E3
play white F3
play black E4
play white F4
play black E5
play white F5
play black E6
play white F6
play black E7
play white F7
play black E8
play white F8
play black E9
play white F9
play white pass
20 reg_genmove black
#? [pass]

clear_board
kgs-rules japanese
komi 8.5
play black E1
play white F1
play black E2
play white F2
play black E3
play white F3
play black E4
play white F4
play black E5
play white F5
play black E6
play white F6
play black E7
play white F7
play black E8
play white F8
play black E9
play white F9
30 reg_genmove black
#? [pass]

clear_board
kata-set-rules tromp-taylor
komi 8.5
play black E1
play white F1
play black E2
play white F2
play black E3
play white F3
play black E4
play white F4
play black E5
play white F5
play black E6
play white F6
play black E7
play white F7
play black E8
play white F8
play black E9
play white F9
play white B5
play white pass
40 reg_genmove black
#? [!pass]

clear_board
kgs-rules chinese
komi 8.5
play black E1
play white F1
play black E2
play white F2
play black E3
play white F3
play black E4
play white F4
play black E5
play white F5
play black E6
play white F6
play black E7
play white F7
play black E8
play white F8
play black E9
play white F9
play white B5
play white pass
50 reg_genmove black
#? [!pass]
# The move played instead is one the search tried: tengen-best_moves lists the moves with
# visits. Before session 32 the pass, counted as a win, took every playout (the refusal came
# after the search) and the list was empty: the move played was one no playout had tried.
51 tengen-best_moves
#? [([A-HJ][1-9] [0-9]+ ?)+]

# ===== 6. a pass that would leave dead stones on the board (Chinese) =====
# search-games/gnugo-early-pass.sgf: game 19 of results/match/gnugo19-sd180-s9seki, where GNU Go
# (Black) passed at move 245 with 51 dame left and dead Black stones inside White's areas
# (H6-K7, J4-L4, M1 N1 ...). Tengen's search counted the pass as a win, spent every playout on
# it and so had no ownership map of its own to see the dead stones with; it passed, and GNU Go
# as referee counted the stones alive: B+17.5 where Tengen counted W+54.5. The map the count
# used now keeps White playing (here D19, taking C19).
loadsgf search-games/gnugo-early-pass.sgf 246
kgs-rules chinese
komi 7.5
60 reg_genmove white
#? [!pass]

# ===== 7. a pass the judge's count says loses (Chinese) =====
# search-games/gnugo-throwin-pass.sgf: game 4 of results/match/gnugo19-sd180-s11. After
# White's pass at move 308, Tengen (Black) passed at a "100%" win rate, and GNU Go as referee
# and Tengen's own final_score both counted W+16.5: the search had counted the finished
# position with its playouts' map, which gave Black the top-left corner (A18 B17 B18 C17 D17
# D18 D19 E19, which a throw-in kills). After the opponent's pass the search now counts with the
# judge's owners, and passing loses: Black plays on. The first search leaves the ownership
# map the second one starts from, as in the game (before, the second one passed).
loadsgf search-games/gnugo-throwin-pass.sgf 309
kgs-rules chinese
komi 7.5
70 reg_genmove black
#? [!pass]
71 reg_genmove black
#? [!pass]
