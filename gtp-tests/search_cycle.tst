# search_cycle.tst: the tree knows that a ko cycle cannot be closed.
#
# What: a 9x9 game Tengen (Black) lost to Pachi 12.90 under Chinese rules
# (search-games/pachi-ko-cycle.sgf, from results/match/pachi9-sd60-s33-main, game 10). In the
# lower right a ko fight turns around H1, J1, J2 and J3 (moves 81-85: B H1, W J3, B J2, W H1,
# B J1); Black has just taken at J1, White to move:
#
#    A B C D E F G H J
#  3 O . O X X X . X .
#  2 O O O O X X O O X
#  1 . . O O O X O O X
#
# White's J3 takes the stone at J2, and Black's retake at J2 would recreate an earlier board of
# the game, which superko forbids (`is_legal black J2` is 0 there).
# Before the fix the search played Black's retake as if legal (the playout board knows simple
# ko only): as White it saw J3 at 0.4-0.6% (seeds 1-3, 3000 playouts), and as Black, a move
# earlier, J1 at 99.7%; in the game Black resigned at 0.5% once J3 was played. Now White's J3
# is at 99.8-100% and Black, at move 85, sees the game lost.
# Why: a line of the tree that recreates a board of the game or of the line itself is lost for
# the player who recreates it (search/worker.rs `Worker::recreates`).

# A playout budget and one thread, not the clock: the same answers on a busy machine.
tengen-set_playouts 3000
tengen-set_threads 1

loadsgf search-games/pachi-ko-cycle.sgf 86
1 tengen-best_moves_gfx white
#? [.*TEXT white J3: \d+ visits, win rate (9\d|100)\.\d%]

# The premise: after White's J3, Black's retake is illegal.
loadsgf search-games/pachi-ko-cycle.sgf 86
play white J3
2 is_legal black J2
#? [0]
