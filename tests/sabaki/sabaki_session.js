// Drives a GTP engine through Sabaki's own GTP library (@sabaki/gtp) the way Sabaki does:
// pipelined start-up queries, a synchronised position (komi, board size, history, then an
// undo-based resync), a move with kata-genmove_analyze and a plain genmove, about a second of
// kata-analyze interrupted the way Sabaki interrupts it (by sending protocol_version), and
// quit.
//
// Usage: node sabaki_session.js ENGINE [ENGINE ARGS...]
// Prints one line per check and a closing "N passed, N failed" line; exits 1 on any failure.

const {Controller, ControllerStateTracker} = require('@sabaki/gtp')

const [enginePath, ...engineArgs] = process.argv.slice(2)
if (!enginePath) {
  console.error('usage: node sabaki_session.js ENGINE [ARGS...]')
  process.exit(2)
}

let passed = 0
let failed = 0
function check(ok, what, detail = '') {
  if (ok) passed++
  else failed++
  console.log(`${ok ? 'ok' : 'FAILED'} - ${what}${detail ? ': ' + detail : ''}`)
}

const VERTEX = /^([a-hj-z][0-9]{1,2}|pass)$/i

// Sabaki's reading of an analysis line: "info" segments of key/value pairs, then "pv" and a
// run of vertices to the end of the segment; move, visits and winrate are required.
function parseInfoLine(line) {
  let segments = line
    .split(/\s*info\s+/)
    .slice(1)
    .map(x => x.trim())
  return segments.map(segment => {
    let pvAt = segment.indexOf(' pv ')
    if (pvAt < 0) return null
    let pairs = segment.slice(0, pvAt).split(/\s+/)
    let pv = segment.slice(pvAt + 4).trim().split(/\s+/)
    if (pairs.length % 2 !== 0 || !pv.every(v => VERTEX.test(v))) return null
    let info = {pv}
    for (let i = 0; i < pairs.length; i += 2) info[pairs[i]] = pairs[i + 1]
    if (!VERTEX.test(info.move) || info.visits == null || info.winrate == null) return null
    return info
  })
}

async function main() {
  let controller = new Controller(enginePath, engineArgs)
  controller.on('stderr', () => {})
  let tracker = new ControllerStateTracker(controller)
  controller.start()

  // Start-up: Sabaki sends these four at once and matches replies in order.
  let [name, version, protocol, list] = await Promise.all(
    ['name', 'version', 'protocol_version', 'list_commands'].map(name =>
      controller.sendCommand({name})
    )
  )
  check(!name.error && name.content === 'Tengen', 'name', name.content)
  check(!version.error && /^\d+\.\d+/.test(version.content), 'version', version.content)
  check(protocol.content === '2', 'protocol_version', protocol.content)
  let commands = list.content.split('\n')
  for (let c of ['kata-analyze', 'kata-genmove_analyze', 'undo', 'komi', 'play']) {
    check(commands.includes(c), `list_commands has ${c}`)
  }
  check(!commands.includes('analyze'), 'list_commands leaves out the analyze dialect')
  check(commands.every(c => c === c.trim() && c !== ''), 'list_commands lines are clean')

  // Sync a 9x9 position with komi, as before every genmove.
  let history = [
    {name: 'play', args: ['B', 'E5']},
    {name: 'play', args: ['W', 'C3']},
    {name: 'play', args: ['B', 'G7']},
    {name: 'play', args: ['W', 'pass']}
  ]
  await tracker.sync({komi: 6.5, boardsize: [9, 9], history})
  check(tracker.state.komi === 6.5, 'sync: komi')
  check(tracker.state.history.length === 4, 'sync: history replayed')

  // Sabaki's move generation: kata-genmove_analyze, reading "info" lines and "play <vertex>".
  let infoLines = []
  let played = null
  let genmove = await controller.sendCommand(
    {name: 'kata-genmove_analyze', args: ['W', '10']},
    ({line}) => {
      if (line.startsWith('info ')) infoLines.push(line)
      let m = line.match(/^play\s+(.*)$/)
      if (m) played = m[1].trim()
    }
  )
  check(!genmove.error, 'kata-genmove_analyze succeeds')
  check(played != null && (VERTEX.test(played) || played === 'resign'), 'play line', played)
  check(
    infoLines.length >= 1 && infoLines.every(l => parseInfoLine(l).every(x => x)),
    'genmove info lines parse as Sabaki parses them',
    `${infoLines.length} lines`
  )
  check(tracker.state.history.length === 5, 'tracker counted the generated move')

  let plain = await controller.sendCommand({name: 'genmove', args: ['B']})
  check(!plain.error && VERTEX.test(plain.content), 'genmove B', plain.content)

  // Resync to a shorter history: Sabaki undoes and replays.
  await tracker.sync({komi: 6.5, boardsize: [9, 9], history: history.slice(0, 3)})
  let board = await controller.sendCommand({name: 'showboard'})
  let cells = board.content
    .split('\n')
    .filter(l => /^\s*\d+\s/.test(l))
    .join(' ')
    .split(/\s+/)
  let count = stone => cells.filter(c => c === stone).length
  check(
    tracker.state.history.length === 3 && count('X') === 2 && count('O') === 1,
    'resync by undo leaves the three moves',
    `${count('X')} black, ${count('O')} white`
  )

  // Analysis for about a second, interrupted as Sabaki does it.
  let analysisLines = []
  let analysis = controller.sendCommand({name: 'kata-analyze', args: ['W', '20']}, ({line}) => {
    if (line.startsWith('info ')) analysisLines.push(line)
  })
  await new Promise(resolve => setTimeout(resolve, 1000))
  let abort = controller.sendCommand({name: 'protocol_version'})
  let [analysisResponse, abortResponse] = await Promise.all([analysis, abort])
  check(!analysisResponse.error, 'kata-analyze response ends cleanly')
  check(analysisLines.length >= 1, 'kata-analyze streamed info lines', `${analysisLines.length}`)
  let parsed = analysisLines.flatMap(parseInfoLine)
  check(parsed.length > 0 && parsed.every(x => x), 'every info block parses')
  check(
    parsed.every(x => x && +x.winrate >= 0 && +x.winrate <= 1 && x.winrate.includes('.')),
    'kata winrates are floats in [0, 1]'
  )
  check(abortResponse.content === '2' && !abortResponse.error, 'the interrupting command is answered', abortResponse.content)

  // The engine still answers normally afterwards.
  let after = await controller.sendCommand({name: 'name'})
  check(after.content === 'Tengen', 'engine usable after the interruption')

  let exit = new Promise(resolve => controller.once('stopped', resolve))
  await controller.stop(3000)
  await exit
  check(controller.process == null, 'quit stops the engine')
}

main()
  .catch(err => {
    failed++
    console.log(`FAILED - session error: ${err && err.stack ? err.stack : err}`)
  })
  .finally(() => {
    console.log(`${passed} passed, ${failed} failed`)
    process.exit(failed === 0 ? 0 : 1)
  })
