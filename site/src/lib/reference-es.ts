/**
 * The Spanish of the embed reference's descriptions: a translation memory, gettext-style, from each
 * description of `<hoyito-board>` exactly as its custom elements manifest has it (the element's
 * JSDoc, in English) to its translation. Keyed by the English itself, so that a changed JSDoc
 * finds no entry here (the Spanish page then shows the new English, marked as English, and
 * test/reference.test.ts names it) rather than an outdated translation; a description that an
 * attribute and its property share has one entry.
 *
 * In the order the reference shows them. Text in backticks is code: it stays byte for byte as in
 * the English (attribute names and values, notation, CSS names), and so do URLs.
 */
export const REFERENCE_ES: ReadonlyMap<string, string> = new Map([
  // Attributes (a property that reflects one shares its description)
  // lang
  [
    "The board's language, `en` or `es` (the global attribute, read by the board): else the page's language; a language the board does not have gives way to the page's, else English, with a `hoyito-error` (code `lang`). A change mid-game says the narration, preview and status again in the new language.",
    'El idioma del tablero, `en` o `es` (el atributo global, que el tablero lee); si no, el idioma de la página. Un idioma que el tablero no tiene cede su lugar al de la página, y si no al inglés, con un `hoyito-error` (código `lang`). Un cambio a mitad de partida vuelve a decir la narración, la vista previa y el estado en el idioma nuevo.',
  ],
  // variant
  [
    'Which game: `hoyito-1`, `hoyito-2` or `hoyito-3`.',
    'Qué juego: `hoyito-1`, `hoyito-2` o `hoyito-3`.',
  ],
  // holes
  [
    'Holes per row, 3–12 (6 by default; 12 is recorded for Hoyito II).',
    'Casitas por fila, de 3 a 12 (6 por defecto; 12 es el tamaño registrado para el Hoyito II).',
  ],
  // seeds
  [
    'Seeds per hole at the start, 1–12 (4 in the sources).',
    'Semillas por casita al empezar, de 1 a 12 (4 en las fuentes).',
  ],
  // first
  ['Who moves first: `south` or `north`.', 'Quién empieza: `south` (Sur) o `north` (Norte).'],
  // position
  [
    "A start position in the engine's notation, e.g. `h2/4.4.4.4.4.4/4.4.4.4.4.4/0-0/s`.",
    'Una posición inicial en la notación del motor, por ejemplo `h2/4.4.4.4.4.4/4.4.4.4.4.4/0-0/s`.',
  ],
  // record
  [
    "A game record (the engine's record text) to replay or continue. Given with `position` too,\nthe record is played, and a console warning names the position passed over.",
    'Un registro de partida (el texto de registro del motor) que reproducir o continuar. Si también se da `position`, se juega el registro, y un aviso en la consola nombra la posición que no se usó.',
  ],
  // mode
  [
    '`play`, `replay`, `diagram` or `setup`.',
    '`play` (juego), `replay` (reproducción), `diagram` (diagrama) o `setup` (preparación).',
  ],
  // orientation
  [
    'The side drawn at the bottom: `south` or `north`.',
    'El lado que se dibuja abajo: `south` (Sur) o `north` (Norte).',
  ],
  // speed
  [
    'Animation speed: `slow`, `normal`, `fast` or `instant`.',
    'La velocidad de la animación: `slow` (lenta), `normal`, `fast` (rápida) o `instant` (instantánea).',
  ],
  // narration
  [
    'Show the narration of each move (it is in an `aria-live` region, shown or not, quiet only while `loop` plays by itself with the focus elsewhere).',
    'Muestra la narración de cada jugada (está en una región `aria-live`, se muestre o no, callada solo mientras `loop` juega solo con el foco en otra parte).',
  ],
  // controls
  [
    "Which controls show, separated by spaces or commas: any of `undo new-game agree hint speed\nflip narration animation pass`, or `none`. `animation` is the four buttons that step, pause\nand skip a move's animation; Esc skips it whatever shows. `pass` keeps Pass in view,\nunavailable while no side must pass (without it, Pass shows only then, and the board's height\nchanges). Empty, or separators only, it shows them all, as when it is left out.",
    'Qué controles se muestran, separados por espacios o comas: cualquiera de `undo new-game agree hint speed\nflip narration animation pass`, o `none`. `animation` son los cuatro botones que avanzan, pausan y saltan la animación de una jugada; Esc la salta, se muestren o no esos botones. `pass` deja «Pasar» siempre a la vista, no disponible mientras ningún lado tenga que pasar (sin él, «Pasar» se muestra solo entonces, y la altura del tablero cambia). Vacío, o solo con separadores, los muestra todos, como cuando falta.',
  ],
  // persist
  [
    "A key under which the game and settings are saved in `localStorage` after each move and when\na new game starts, and from which they come back on the next visit. A saved game found under\nother start attributes (`variant`, `holes`, `seeds`, `first`, `rounds`, `position`, `record`)\nis set aside with a `hoyito-error`; a game under way that the page replaces by changing one of\nthem, with none (the page asked for it). Either is kept (up to five a key, newest first): a\nnotice offers to go back to it. A key given after the first render restores its game only\nwhile nobody has touched the board's; otherwise the game saved there is kept aside in its\nturn. While saving fails (storage refused, or another board of the page holds the key), a\nnotice says the game goes unsaved. A replay's place and setup mode's draft are saved too, at\neach change.",
    'Una clave bajo la que la partida y los ajustes se guardan en `localStorage` después de cada jugada y al empezar una partida nueva, y desde la que vuelven en la próxima visita. Una partida guardada que se encuentra con otros atributos de inicio (`variant`, `holes`, `seeds`, `first`, `rounds`, `position`, `record`) se deja aparte con un `hoyito-error`; una partida en curso que la página sustituye al cambiar uno de ellos, sin ninguno (lo pidió la página). Las dos se conservan (hasta cinco por clave, la más reciente primero): un aviso ofrece volver a la partida dejada aparte. Una clave dada después del primer dibujo del tablero recupera su partida solo si nadie ha tocado la del tablero; si no, la partida guardada bajo esa clave queda aparte a su vez. Mientras no se pueda guardar (el almacenamiento lo rechaza, u otro tablero de la página usa la clave), un aviso dice que la partida no se está guardando. También se guardan, a cada cambio, el punto al que llegó una reproducción y la posición que se está preparando en el modo de preparación.',
  ],
  // south-player
  [
    'Who plays South: `human`, or the computer at `beginner`, `casual`, `strong` or `expert`.',
    'Quién juega con Sur: `human` (una persona), o la computadora en nivel `beginner` (principiante), `casual` (aficionado), `strong` (fuerte) o `expert` (experto).',
  ],
  // north-player
  [
    'Who plays North: `human`, or the computer at `beginner`, `casual`, `strong` or `expert`.',
    'Quién juega con Norte: `human` (una persona), o la computadora en nivel `beginner` (principiante), `casual` (aficionado), `strong` (fuerte) o `expert` (experto).',
  ],
  // think-ms
  [
    "The computer's time per move in milliseconds (50–60000); its level's own budget if unset.",
    'El tiempo de la computadora por jugada, en milisegundos (de 50 a 60000); sin él, el que le da su nivel.',
  ],
  // loop
  [
    'Play mode: when a game ends, a new one starts after a pause; `loop` alone waits 8 s, `loop="30"`\nthat many seconds (1–3600). With the computer on both sides, a museum screen\'s attract loop,\neach game opened differently (not as an earlier game of the loop, while openings are left),\nand differently on each board and each load of the page. A\nplayer that failed is asked again after the same pause, as Try again would, and after twice\nas long each time it fails again there (up to an hour). Replay mode: the record plays by\nitself after the pause, and again from its start after the pause at its end; a reader who\nstops it midway is left there.',
    'Modo de juego: al terminar una partida, empieza una nueva tras una pausa; `loop` sin valor espera 8 s, y `loop="30"`, ese número de segundos (de 1 a 3600). Con la computadora en los dos lados, es el bucle de una pantalla de museo que atrae a los visitantes: cada partida se abre de otra manera (no como una partida anterior del bucle, mientras queden aperturas), y de otra manera en cada tablero y cada vez que se carga la página. A un jugador que falló se le vuelve a pedir la jugada tras la misma pausa, como lo haría «Volver a intentarlo», y tras el doble cada vez que vuelve a fallar en ese punto (hasta una hora). Modo de reproducción: el registro se reproduce por sí solo tras la pausa, y otra vez desde el principio tras la pausa en su final; si un lector la detiene a mitad, la reproducción se queda donde la dejó.',
  ],
  // idle
  [
    "Play mode: a game a person has played in, then left alone (no touch, click, key, pointer\nmoved or wheel turned on the board) while it waits for a person, starts again after that many\nseconds (1–3600; `idle` alone, 120): the game the attributes ask for, as on the page's first\nload, so that a museum screen's next visitor does not find the last one's game half played.\nA game over waits too, unless `loop` starts the next one. The game left is not kept. Replay\nmode: a replay left away from its start, not playing, goes back to it (and with `loop` plays\nagain from there). Setup mode: a position someone changed goes back to the one setup began\nfrom. Diagram mode: nothing. The last 20 seconds of the wait (for a wait under 40 seconds,\nhalf of it in whole seconds: less than WCAG 2.2.1's 20) show a warning, announced, with an\n\"I'm still here\" button that keeps the board.",
    'Modo de juego: cuando una persona ha jugado en una partida y luego la deja sin tocar (sin toques, clics ni teclas, ni punteros que se muevan o ruedas que giren sobre el tablero) mientras la partida espera a una persona, la partida vuelve a empezar tras ese número de segundos (de 1 a 3600; `idle` sin valor, 120): la partida que piden los atributos, como cuando la página se cargó por primera vez, para que el siguiente visitante de una pantalla de museo no encuentre a medio jugar la partida del anterior. Una partida terminada también espera, a menos que `loop` empiece la siguiente. La partida que se deja no se guarda. Modo de reproducción: una reproducción detenida lejos de su principio vuelve a él (y con `loop` se reproduce otra vez desde allí). Modo de preparación: una posición que alguien cambió vuelve a aquella desde la que empezó la preparación. Modo diagrama: nada. Los últimos 20 segundos de la espera (para una espera de menos de 40 segundos, la mitad en segundos enteros: menos que los 20 de la WCAG 2.2.1) muestran un aviso, que se anuncia, con un botón «Sigo aquí» que conserva el tablero.',
  ],
  // rounds
  [
    'Play a match of this many games (1–99) between the same players: each from the full board,\nstarted by whoever did not start the one before; "Next game", in view all through a match\nof two rounds or more, starts the next round once a game has ended. In\nHoyito III the last four go, from round 3, to the previous game\'s winner.',
    'Juega un encuentro de ese número de partidas (de 1 a 99) entre los mismos jugadores: cada una con el tablero lleno, y la empieza quien no empezó la anterior; «Siguiente partida», a la vista durante todo un encuentro de dos rondas o más, empieza la ronda siguiente cuando ha terminado una partida. En el Hoyito III, desde la ronda 3, las últimas cuatro son para quien ganó la partida anterior.',
  ],
  // highlight
  [
    "A hole label. Diagram mode: the hole whose move's sowing path and captures (the last four's\nholes too) are marked. Play mode: the hole is marked for the reader to play (until the first\nmove).",
    'La letra de una casita. Modo diagrama: la casita cuya jugada se marca, con su recorrido de siembra y lo que come (también las casitas de las últimas cuatro). Modo de juego: la casita se marca para que el lector la juegue (hasta la primera jugada).',
  ],
  // Properties with no attribute
  // players
  [
    "Sides played by code (JavaScript property only): `{ south?: Player, north?: Player }`; null or\n`{}` for none. A value that is not this shape, or a side's value with no `chooseMove`, plays\nno side and is reported (`hoyito-error`, code `player`).",
    'Los lados que juega el código (solo como propiedad de JavaScript): `{ south?: Player, north?: Player }`; null o `{}` para ninguno. Un valor que no tiene esta forma, o el valor de un lado sin `chooseMove`, no juega ningún lado y se notifica (`hoyito-error`, código `player`).',
  ],
  // currentPosition
  [
    'The current position (null while the attributes are invalid).',
    'La posición actual (null mientras los atributos no son válidos).',
  ],
  // error
  [
    "The error that stands in the board's place (a bad attribute, or a start the rules refuse),\nas its `hoyito-error` gave it, the localized message in the board's language now; null while\nthe board shows a game. For a page that starts listening only after the board first drew (a\nframework's effect, say), which has missed that event.",
    'El error que ocupa el lugar del tablero (un atributo incorrecto, o un inicio de partida que las reglas rechazan), tal como lo dio su `hoyito-error`, con el mensaje localizado en el idioma que tiene ahora el tablero; null mientras el tablero muestra una partida. Sirve para una página que empieza a escuchar solo después de que el tablero se dibujó por primera vez (en el efecto de un framework, por ejemplo) y que se ha perdido ese evento.',
  ],
  // setupPosition
  [
    'In setup mode, the position being set up, when the rules can play it (what Start playing from\nhere would start); null when they cannot, and outside setup mode. `currentPosition` is still\nthe game behind the draft.',
    'En el modo de preparación, la posición que se está preparando, cuando las reglas pueden jugarla (la posición que empezaría el botón «Empezar a jugar desde aquí»); null cuando no pueden, y fuera del modo de preparación. `currentPosition` sigue siendo la partida de detrás de la posición que se prepara.',
  ],
  // legalMoves
  ["The side to move's legal moves.", 'Las jugadas legales del lado al que le toca.'],
  // gameRecord
  [
    "The game so far as a record (the engine's record text): the moves played, not those taken\nback, so that a record or link made from it opens the position on show.",
    'La partida hasta ahora como registro (el texto de registro del motor): las jugadas hechas, no las deshechas, para que un registro o un enlace hecho con él abra la posición que se ve.',
  ],
  // matchRecords
  [
    'In a match (`rounds`): the records of its games so far, the current game last (what\n`loadMatch` takes back); null for a single game.',
    'En un encuentro (`rounds`): los registros de sus partidas hasta ahora, con la actual al final (lo que `loadMatch` acepta para recuperar el encuentro); null en una partida suelta.',
  ],
  // Methods
  // play
  [
    "Plays a hole (canonical number or label) or `'pass'` for the side to move, in play mode,\na move still being shown skipped to its end first. Returns whether it was played.",
    "Juega una casita (por su número canónico o su letra), o `'pass'`, por el lado al que le toca, en el modo de juego, tras saltar al final de una jugada que aún se muestra. Devuelve si se jugó.",
  ],
  // undo
  [
    "Takes back the last move, in play mode (elsewhere the game is not on show, and nothing\nchanges); against the computer, the person's last move with the replies played after it, so\nthat it is a person's turn again. Returns whether a move was taken back.",
    'Deshace la última jugada, en el modo de juego (en los demás modos la partida no está a la vista, y nada cambia); contra la computadora, la última jugada de la persona con las respuestas jugadas después, para que vuelva a tocarle a una persona. Devuelve si se deshizo una jugada.',
  ],
  // redo
  [
    "Plays again the last move taken back, in play mode, with the computer's replies that were\ntaken back with it. Returns whether there was one.",
    'Vuelve a jugar la última jugada deshecha, en el modo de juego, con las respuestas de la computadora que se deshicieron con ella. Devuelve si había una.',
  ],
  // newGame
  [
    "Starts a new game of the kind on the board (or as the given options say): its variant and\nboard size, and its seeds when it started from a full board of them, which a `record`, a\n`position` or `load()` may have set rather than the attributes; the rest from the attributes.\nEach option is read as its attribute is: `holes: '7'` as well as `holes: 7`.",
    "Empieza una partida nueva del tipo que hay en el tablero (o como digan las opciones dadas): su variante y el tamaño de su tablero, y sus semillas por casita si empezó con el tablero lleno, que pueden venir de un `record`, una `position` o `load()` en vez de los atributos; lo demás, de los atributos. Cada opción se lee como su atributo: `holes: '7'` igual que `holes: 7`.",
  ],
  // load
  [
    "Loads a game record or a position (engine notation), in any mode (setup mode's draft starts\nagain from it). Like `loadMatch`, it leaves the attributes as they are. Returns false, with a\n`hoyito-error`, and keeps the game on the board, when the text is no valid record or\nposition, or while an attribute's error stands in the board's place.",
    'Carga un registro de partida o una posición (en la notación del motor), en cualquier modo (la posición que se prepara en el modo de preparación vuelve a empezar desde ella). Como `loadMatch`, deja los atributos como están. Devuelve false, con un `hoyito-error`, y conserva la partida del tablero, cuando el texto no es un registro ni una posición válidos, o mientras el error de un atributo ocupa el lugar del tablero.',
  ],
  // loadMatch
  [
    'Loads a match in progress: the records of its games so far, in order, the current one last\n(as `matchRecords` gives them), and its number of rounds. Each game is played again through\nthe engine: every game but the last must have ended, and each must start where its round\ndoes. Play goes on from the end of the last record. Like `load`, it leaves the attributes\nas they are (New game starts from them): change them first, and wait for `updateComplete`\nbefore loading. Returns false, with a `hoyito-error` (code `record`, or `rounds` for a bad\nnumber of rounds), and keeps the game on the board when the records are not such a match.',
    'Carga un encuentro en curso: los registros de sus partidas hasta ahora, en orden, la actual la última (como los da `matchRecords`), y su número de rondas. Cada partida se vuelve a jugar con el motor: todas menos la última tienen que haber terminado, y cada una tiene que empezar donde empieza su ronda. La partida sigue desde el final del último registro. Como `load`, deja los atributos como están («Partida nueva» empieza desde ellos): cámbialos antes, y espera a `updateComplete` antes de cargar. Devuelve false, con un `hoyito-error` (código `record`, o `rounds` si el número de rondas no es válido), y conserva la partida del tablero cuando los registros no forman un encuentro así.',
  ],
  // skipAnimation
  ['Jumps to the end of the animation under way.', 'Salta al final de la animación en curso.'],
  // nextGame
  [
    'In a match (`rounds`), once a game has ended: starts the next round, begun by the side that\ndid not begin the last one. Returns false when there is none (no match, the game not over,\nthe match over).',
    'En un encuentro (`rounds`), cuando ha terminado una partida: empieza la ronda siguiente, con la salida para el lado que no empezó la anterior. Devuelve false cuando no la hay (no hay encuentro, la partida no ha terminado o el encuentro ya terminó).',
  ],
  // agree
  [
    'Both players agree to end the game (rules §5): the seeds left are shared out.',
    'Los dos jugadores acuerdan terminar la partida (reglas §5): las semillas que quedan se reparten.',
  ],
  // hint
  [
    "Shows the best move for the side to move, and why, from the computer's analysis. Resolves\ntrue once the hint is shown (with `hoyito-hint`); false when none is: outside play mode, at\nthe game's end, on the turn of a side played by the computer or the page, when another hint\nor move overtakes it, or when the analysis cannot run. False off the page too: the\nanalysis's worker, stopped when the board left, would run on with no one to stop it.",
    'Muestra la mejor jugada para el lado al que le toca, y por qué, según el análisis de la computadora. Se resuelve con true cuando la pista se muestra (con `hoyito-hint`); false cuando no: fuera del modo de juego, al final de la partida, en el turno de un lado que juega la computadora o la página, cuando otra pista o una jugada se le adelanta, o cuando el análisis no puede ejecutarse. También false fuera de la página: el worker del análisis, que se detiene cuando el tablero sale de la página, seguiría ejecutándose sin nadie que lo detuviera.',
  ],
  // toSVG
  [
    "The position shown, as a standalone SVG file: the same drawing as diagram mode, with the\nsowing path and captures of the move `highlight` names marked there. `layout`: `wide` (the\ndefault), `narrow` (the phone layout: the stores above and below the rows, larger text), or\n`shown` (the one diagram mode shows at the board's width; elsewhere the wide one). In setup\nmode, the position set up. Null while the board shows an error instead of a position or a\nset-up position the rules cannot play, or (with a warning in the console) for options that\nare not an object or a layout that is none of these.",
    'La posición que se muestra, como archivo SVG independiente: el mismo dibujo que el modo diagrama, con el recorrido de siembra y lo que come la jugada de `highlight` marcados en él. `layout`: `wide` (el ancho, por defecto), `narrow` (el diseño de teléfono: las semillas comidas encima y debajo de las filas, con texto más grande) o `shown` (el que muestra el modo diagrama al ancho del tablero; en los demás modos, el ancho). En el modo de preparación, la posición preparada. Da null mientras el tablero muestra un error en lugar de una posición, o cuando muestra una posición preparada que las reglas no pueden jugar, o (con un aviso en la consola) para unas opciones que no son un objeto o un diseño que no es ninguno de estos.',
  ],
  // Events
  // hoyito-move
  [
    "A move was played. `detail`: `{ move, notation, position, trace }`. Fired before the move's animation begins: a listener's undo, reply, load or agreement cuts it short (`hoyito-animation-end` with `skipped: true`).",
    'Se hizo una jugada. `detail`: `{ move, notation, position, trace }`. Se lanza antes de que empiece la animación de la jugada: si un oyente deshace, juega una respuesta, carga o termina la partida de común acuerdo, la animación se corta (`hoyito-animation-end` con `skipped: true`).',
  ],
  // hoyito-change
  [
    "The position on show changed otherwise than by a move played (which `hoyito-move` tells): undo, redo, a new game or round, a game loaded, a replay's step or jump, play begun from setup, an agreed end, a kept or saved game brought back, another mode showing another position of the game, a game started again after nobody played (`idle`), the board's first game, or an attribute changed. `detail`: `{ position, reason }`, `reason` one of `CHANGE_REASONS` (`first`, `undo`, `redo`, `new-game`, `next-round`, `load`, `replay`, `setup`, `agreement`, `restore`, `mode`, `idle`, `attribute`). A setup draft's edits fire none: the draft is not the game (`currentPosition` is still the game behind it) and is often no position the rules can play; play begun from it is told.",
    'La posición que se ve cambió de otra manera que por una jugada (de eso avisa `hoyito-move`): deshacer, rehacer, una partida o ronda nueva, una partida cargada, un paso o un salto de una reproducción, el juego empezado desde la preparación, un final de común acuerdo, una partida dejada aparte o guardada que se recupera, otro modo que muestra otra posición de la partida, una partida que vuelve a empezar porque nadie jugó (`idle`), la primera partida del tablero, o un atributo que cambió. `detail`: `{ position, reason }`, con `reason` uno de `CHANGE_REASONS` (`first`, `undo`, `redo`, `new-game`, `next-round`, `load`, `replay`, `setup`, `agreement`, `restore`, `mode`, `idle`, `attribute`). Los cambios de la posición que se prepara no lanzan este evento: esa posición no es la partida (`currentPosition` sigue siendo la partida de detrás) y a menudo no es una que las reglas puedan jugar; sí se avisa cuando se empieza a jugar desde ella.',
  ],
  // hoyito-gameover
  [
    "The game ended (announced once the last move's animation has ended). `detail`: `{ winner, captured, reason, position, round, match }` (`match`: with `rounds`, the match's score, its `winner` set once the match is over; else null).",
    'La partida terminó (se avisa cuando termina la animación de la última jugada). `detail`: `{ winner, captured, reason, position, round, match }` (`match`: con `rounds`, el marcador del encuentro, con su `winner` fijado una vez terminado el encuentro; si no, null).',
  ],
  // hoyito-error
  [
    "An attribute, position, record or saved game was rejected, or the game cannot be saved (code `storage`: the browser refused, or another board of the page holds the `persist` key), or `load()`, `loadMatch()` or `newGame()` were refused under an attribute's error (the event repeats that error), or a player could not play (code `player`: the `players` property is not a side's player, which leaves that side to people; or the computer or a page's player failed, or chose a move the rules refuse, and the game waits, with Try again). `detail`: `{ code, message, localizedMessage, attribute }` (`message` in English for developers, `localizedMessage` in the board's language).",
    'Se rechazó un atributo, una posición, un registro o una partida guardada, o la partida no se puede guardar (código `storage`: el navegador lo rechazó, u otro tablero de la página usa la clave de `persist`), o se rechazó `load()`, `loadMatch()` o `newGame()` por el error de un atributo (el evento repite ese error), o un jugador no pudo jugar (código `player`: la propiedad `players` no da el jugador de un lado, que queda entonces para personas; o la computadora o un jugador de la página falló, o eligió una jugada que las reglas rechazan, y la partida espera, con Volver a intentarlo). `detail`: `{ code, message, localizedMessage, attribute }` (`message` en inglés, para desarrolladores; `localizedMessage` en el idioma del tablero).',
  ],
  // hoyito-idle
  [
    "With `idle`, nobody touched the board for that long, just before it starts its game again (a replay: goes back to its start; a setup: to its position), after the page's listeners, who may change its attributes first (a museum screen handed back to the computer). Cancelable: `preventDefault()` keeps the board as it stands. `detail`: `{ seconds, position }`.",
    'Con `idle`, nadie tocó el tablero durante ese tiempo: se lanza justo antes de que el tablero vuelva a empezar su partida (o, en una reproducción, vuelva a su principio; en una preparación, a su posición); lo hace después de que actúen los oyentes de la página, que pueden cambiar antes los atributos del tablero (una pantalla de museo que se le devuelve a la computadora). Se puede cancelar: `preventDefault()` deja el tablero como está. `detail`: `{ seconds, position }`.',
  ],
  // hoyito-setup
  [
    "In setup mode, the position being set up changed (a hole, a store, Clear board, Fill board, Side to move, Variant, Fewer or More holes, or a game loaded into it; not a choice of tool, nor entering setup). `detail`: `{ position, problem }`: `position` what Start playing from here would start, or null when the rules cannot play it, `problem` then why, in the board's language. The board's `setupPosition` gives the same position at any time.",
    'En el modo de preparación, cambió la posición que se prepara (una casita, las semillas comidas de un lado, «Vaciar el tablero», «Llenar el tablero», «Turno», «Variante», «Menos casitas» o «Más casitas», o una partida cargada en ella; no la elección de una herramienta, ni la entrada en la preparación). `detail`: `{ position, problem }`: `position`, la posición que empezaría el botón «Empezar a jugar desde aquí», o null cuando las reglas no pueden jugarla, y `problem`, en ese caso, por qué, en el idioma del tablero. La propiedad `setupPosition` del tablero da la misma posición en cualquier momento.',
  ],
  // hoyito-hint
  [
    "A hint is shown (Hint pressed, or `hint()`). `detail`: `{ move, notation, text, position }` (`text` as shown, in the board's language).",
    'Se muestra una pista (al pulsar «Pista», o con `hint()`). `detail`: `{ move, notation, text, position }` (`text` tal como se muestra, en el idioma del tablero).',
  ],
  // hoyito-animation-end
  [
    "A move's animation finished, or was cut short (`skipped: true`) by Esc, Skip, undo, New game, `load()` or anything else: every animated move gets one (for a game replaced by another, once the board shows the new one; for a board taken off the page, once it is put back). `detail`: `{ skipped }`.",
    'La animación de una jugada terminó, o se cortó (`skipped: true`) con Esc, «Saltar la animación», deshacer, «Partida nueva», `load()` o cualquier otra cosa: cada jugada animada tiene el suyo (si la partida se sustituye por otra, llega cuando el tablero ya muestra la nueva; si el tablero se quita de la página, cuando se vuelve a poner). `detail`: `{ skipped }`.',
  ],
  // CSS parts
  // board
  [
    'The board: both rows of holes and the two stores.',
    'El tablero: las dos filas de casitas y las semillas comidas de los dos lados.',
  ],
  // row
  ['One row of holes.', 'Una fila de casitas.'],
  // hole
  [
    'A hole (a button; in replay mode, where holes never act, an image); also `hole south`/`hole north`.',
    'Una casita (un botón; en el modo de reproducción, donde las casitas nunca actúan, una imagen); también `hole south`/`hole north`.',
  ],
  // seed
  [
    'The seeds drawn in a hole (one element a hole; up to 12 seeds are drawn, painted with `--hoyito-seed-color` and `--hoyito-seed-edge`).',
    'Las semillas dibujadas en una casita (un elemento por casita; se dibujan hasta 12 semillas, pintadas con `--hoyito-seed-color` y `--hoyito-seed-edge`).',
  ],
  // count
  ['The number of seeds in a hole.', 'El número de semillas de una casita.'],
  // label
  ["A hole's label (a–l, A–L).", 'La letra de una casita (a–l, A–L).'],
  // store
  [
    "A side's captured seeds; also `store south` / `store north`.",
    'Las semillas comidas de un lado; también `store south` / `store north`.',
  ],
  // status
  ['Whose turn it is, the result, the round.', 'A quién le toca, el resultado, la ronda.'],
  // controls
  ['The buttons below the board.', 'Los botones bajo el tablero.'],
  // button
  [
    "Every button of the board's own (the controls, the move list, a match's rounds, the two buttons of the notice offering a game kept aside, the `idle` warning's), not the holes: one look for them all.",
    'Todos los botones propios del tablero (los controles, los de la lista de jugadas, los de las rondas de un encuentro, los dos botones del aviso que ofrece una partida dejada aparte, el del aviso de `idle`), no las casitas: un mismo aspecto para todos.',
  ],
  // preview
  [
    "Under the board, a hole's move or a hint told in words.",
    'Bajo el tablero, la jugada de una casita o una pista, contada en palabras.',
  ],
  // narration
  ['The move told in words.', 'La jugada contada en palabras.'],
  // moves
  [
    'The move list in replay mode: three rows high whatever the record, it scrolls and keeps the current move in view (set `block-size` to change its height).',
    'La lista de jugadas del modo de reproducción: de tres filas de alto sea cual sea el registro, se desplaza y mantiene a la vista la jugada actual (para cambiar su altura, fija `block-size`).',
  ],
  // move-number
  [
    "In the move list, a move's number, beside its button (whose name says it too).",
    'En la lista de jugadas, el número de una jugada, junto a su botón (cuyo nombre también lo dice).',
  ],
  // rounds
  [
    "In replay mode, a match's rounds (one button each) above the move list, which holds the moves of the round on show.",
    'En el modo de reproducción, las rondas de un encuentro (un botón por ronda) encima de la lista de jugadas, que tiene las jugadas de la ronda que se ve.',
  ],
  // about
  [
    "In replay mode, above the status: the players, event, place and date the record's `South`, `North`, `Event`, `Site` and `Date` tags give (absent when it gives none).",
    'En el modo de reproducción, encima del estado: los jugadores, el evento, el lugar y la fecha que dan las etiquetas `South`, `North`, `Event`, `Site` y `Date` del registro (no aparece cuando el registro no da ninguno de estos datos).',
  ],
  // comment
  [
    "In replay mode, under the move list: the record's comment on the move on show, or the game's comment at its start (absent when there is none).",
    'En el modo de reproducción, bajo la lista de jugadas: el comentario del registro sobre la jugada que se ve, o el comentario de la partida en su comienzo (no aparece cuando no hay ninguno).',
  ],
  // error
  [
    "The message shown in the board's place when input is bad.",
    'El mensaje que se muestra en el lugar del tablero cuando lo que recibe no es válido.',
  ],
  // kept
  [
    'The notice, under the controls, that offers to go back to a saved game set aside (with `persist`), with its two buttons.',
    'El aviso, bajo los controles, que ofrece volver a una partida guardada que quedó aparte (con `persist`), con sus dos botones.',
  ],
  // unsaved
  [
    "The notice, between the board and its controls, that the game is not being saved under its `persist` key (the browser's storage refused, or another board of the page holds the key); it goes once a save goes through.",
    'El aviso, entre el tablero y sus controles, de que la partida no se está guardando bajo su clave de `persist` (el almacenamiento del navegador lo rechazó, u otro tablero de la página usa la clave); desaparece en cuanto se logra guardar.',
  ],
  // idle-warning
  [
    'With `idle`, the warning, between the board and its controls, that the board will start its game again (20 seconds before; for a wait under 40 seconds, half of it in whole seconds, and none for a wait of 1), with an "I\'m still here" button; any touch, click or key elsewhere on the board takes it away and keeps the game.',
    'Con `idle`, el aviso, entre el tablero y sus controles, de que el tablero va a volver a empezar su partida (20 segundos antes; para una espera de menos de 40 segundos, la mitad en segundos enteros, y ninguno para una espera de 1), con un botón «Sigo aquí»; cualquier toque, clic o tecla en otra parte del tablero lo quita y conserva la partida.',
  ],
  // CSS custom properties
  // --hoyito-board-color
  [
    "The board's rim, which also edges each hole and setup's stores: keep it 3:1 or more against the wood.",
    'El marco del tablero, que también bordea cada casita y, en la preparación, las semillas comidas: mantenlo a 3:1 o más frente a la madera.',
  ],
  // --hoyito-board-surface
  ["The board's wood.", 'La madera del tablero.'],
  // --hoyito-hole-color
  [
    "A hole's inside and the stores.",
    'El interior de una casita y el fondo de las semillas comidas.',
  ],
  // --hoyito-seed-color
  ['Seeds.', 'Las semillas.'],
  // --hoyito-seed-edge
  ["A seed's outline.", 'El contorno de una semilla.'],
  // --hoyito-text-color
  [
    "Text on the wood: the holes' labels, and the counts' badges (their digits are in `--hoyito-board-surface`). The text beside the wood (status, narration, notices) is the element's own `color`, the page's.",
    'El texto sobre la madera: las letras de las casitas, y el fondo de sus cuentas (las cifras van en `--hoyito-board-surface`). El texto junto a la madera (estado, narración, avisos) es el `color` del propio elemento, el de la página.',
  ],
  // --hoyito-accent-color
  [
    'Playable holes, the animated hole, sowing paths, and the pill under the letter of a hole marked to play, whose text is `Canvas`.',
    'Las casitas que se pueden jugar, la casita animada, los recorridos de siembra y la pastilla bajo la letra de una casita marcada para jugar, cuyo texto es `Canvas`.',
  ],
  // --hoyito-capture-color
  [
    "A hole as its seeds are captured in a move's animation, a diagram's captures, and error frames.",
    'Una casita mientras se comen sus semillas en la animación de una jugada, lo que come un diagrama, y los marcos de error.',
  ],
  // --hoyito-focus-color
  ['The keyboard focus ring.', 'El indicador del foco del teclado.'],
  // --hoyito-font
  ['The font.', 'El tipo de letra.'],
  // --hoyito-board-text-scale
  [
    "The factor by which the board's picture (each hole's count, label and edge, the stores, the board's padding and gaps) enlarges its text. Unset, the board chooses: 1 up to 60 times its font size in width (960 px at 16 px), then in proportion to its width, up to 4 (a 4K kiosk); `1` keeps the text at the board's font size. The status, controls and narration keep the board's font size either way.",
    'El factor por el que el dibujo del tablero (la cuenta, la letra y el borde de cada casita, las semillas comidas, los márgenes y los espacios del tablero) agranda su texto. Sin él, lo elige el tablero: 1 hasta un ancho de 60 veces su tamaño de letra (960 px con una letra de 16 px), y luego en proporción a su ancho, hasta 4 (un quiosco 4K); `1` deja el texto al tamaño de letra del tablero. El estado, los controles y la narración conservan el tamaño de letra del tablero en cualquier caso.',
  ],
]);
