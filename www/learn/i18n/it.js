// Le parole italiane del giro delle regole (solo learn.html): le stesse chiavi di en.js.

/** @type {import('../../types/types.js').Catalogue} */
const it = {
  'learn.title': 'Impara le regole',
  'learn.description': 'Impara Lines of Action in pochi minuti: brevi lezioni sulla scacchiera vera, ogni mossa controllata.',
  'learn.back': 'Torna alla partita',
  'learn.lessons': 'Lezioni',
  'learn.progress': 'Lezione {number} di {total}',
  'learn.completed': 'completata',
  'learn.taskLabel': 'Il tuo compito:',
  'learn.again': 'Ricomincia',
  'learn.next': 'Lezione successiva',
  'learn.play': 'Gioca una partita',
  'learn.loading': 'Caricamento delle lezioni…',
  'learn.done': 'Bravo! È proprio così.',
  'learn.allDone': 'Bravo! Hai finito il giro: conosci tutte le regole. Ora gioca una partita.',
  'learn.continue': 'Bene. Ora completa il turno: colloca la pedina.',
  'learn.illegal': 'Non è permesso: {reason}.',
  'learn.tryAgain': 'Riprova.',
  'learn.unknown': 'Non c’è una lezione «{id}»; ecco la prima non ancora fatta.',
  'learn.miss.other-move': 'È una mossa regolare, ma non quella che chiede la lezione.',
  'learn.miss.wrong-piece': 'È una mossa regolare, ma la lezione chiede di muovere la pedina in {square}.',
  'learn.miss.no-capture': 'Questa mossa non cattura nulla.',
  'learn.miss.not-connected': 'Questa mossa non collega tutte le tue pedine.',
  'learn.miss.drawn': 'Così si collegano entrambi i giocatori, e con queste regole è patta.',
  'learn.miss.opponent-wins': 'Questa cattura lascia tutte le pedine avversarie in un unico gruppo: vince l’avversario.',
  'learn.miss.opponent-connects': 'Poi {move} collegherebbe le pedine avversarie.',
  'learn.miss.opponent-can-move': {
    one: 'L’avversario ha ancora una mossa regolare.',
    other: 'L’avversario ha ancora {count} mosse regolari.',
  },
  'learn.miss.no-draw': 'Questa mossa non ripete la posizione per la terza volta.',
  'learn.miss.no-drop': 'In questo turno non hai collocato nessuna pedina.',

  'learn.count.title': 'Muovere: conta la linea',
  'learn.count.text':
    'Una pedina si muove in linea retta, lungo una colonna, una traversa o una diagonale, di esattamente tante caselle quante sono le pedine su tutta quella linea, di entrambi i colori e compresa sé stessa. La pedina in b1 ha due pedine sulla sua colonna, due sulla diagonale verso h7 e sei sulla traversa 1.',
  'learn.count.task': 'Muovi la pedina in b1 lungo la sua diagonale.',
  'learn.count.hint': 'Conta le pedine sulla diagonale da b1 a h7: sono due, quindi la pedina avanza di due caselle.',

  'learn.jump.title': 'Scavalcare',
  'learn.jump.text':
    'Nel movimento una pedina può scavalcare pedine del proprio colore, mai quelle avversarie. Qui la pedina in f1 non può andare di tre caselle in c4: la pedina bianca in d3 sbarra la strada.',
  'learn.jump.task': 'Muovi la pedina in f1 il più lontano possibile.',
  'learn.jump.hint': 'Sulla traversa 1 ci sono cinque pedine: lungo di essa la pedina in f1 avanza di cinque caselle, scavalcando le proprie.',

  'learn.capture.title': 'Catturare',
  'learn.capture.text':
    'Una pedina che termina la mossa su una pedina avversaria la cattura. Attenzione: se la cattura lascia tutte le pedine avversarie in un unico gruppo, vince l’avversario.',
  'learn.capture.task': 'Cattura una pedina bianca senza regalare la partita al Bianco.',

  'learn.connect.title': 'Collegare',
  'learn.connect.text':
    'Si vince riunendo tutte le proprie pedine in un unico gruppo. Due pedine sono collegate se si toccano lungo un lato o in un angolo: anche i collegamenti in diagonale contano.',
  'learn.connect.task': 'Collega tutte le tue pedine con una sola mossa.',

  'learn.block.title': 'Bloccare',
  'learn.block.text':
    'Tieni d’occhio le minacce dell’avversario. La pedina nera in b6 può raggiungere d4, accanto al suo gruppo, e vincere, a meno che quella casella non sia occupata.',
  'learn.block.task': 'Impedisci al Nero di collegarsi alla prossima mossa.',

  'learn.simultaneous.title': 'Entrambi insieme',
  'learn.simultaneous.text':
    'Una cattura può collegare entrambi i giocatori nello stesso momento: qui catturando in c3 il Bianco resta con una sola pedina, che è anch’essa un gruppo. Con le regole di questa partita vince chi ha mosso; le regole da torneo la considerano patta.',
  'learn.simultaneous.task': 'Vinci con una cattura che collega entrambi i giocatori.',

  'learn.pass.title': 'Passare',
  'learn.pass.text':
    'Chi non ha nessuna mossa regolare deve passare, e solo in quel caso. Le pedine nere in a1 e h8 sono quasi chiuse.',
  'learn.pass.task': 'Togli al Nero la sua ultima mossa, così che debba passare.',

  'learn.repetition.title': 'Ripetizione',
  'learn.repetition.text':
    'Quando la stessa posizione si presenta per la terza volta con lo stesso giocatore al tratto, la partita è patta. Il Nero è andato avanti e indietro tra a1 e a2, il Bianco tra h1 e h2: la posizione con il Nero in a1 e il Bianco in h1 si è già presentata due volte.',
  'learn.repetition.task': 'Fai presentare quella posizione per la terza volta.',

  'learn.scrambled-eggs.title': 'Uova strapazzate',
  'learn.scrambled-eggs.text':
    'Le stesse caselle della partenza normale, ma i colori si alternano lungo ogni bordo, quindi una pedina non può correre lungo il suo bordo scavalcando pedine avversarie. Per il resto le regole sono le stesse.',
  'learn.scrambled-eggs.task': 'Muovi la pedina in b1.',

  'learn.parachute.title': 'Paracadute',
  'learn.parachute.text':
    'Ogni giocatore inizia con sei pedine dell’avversario in mano. Nei suoi primi sei turni, dopo la mossa, deve collocare una pedina avversaria in una qualsiasi casella vuota. Il Nero ha mosso da a3 a c3 e ora deve collocare la pedina.',
  'learn.parachute.task': 'Colloca una pedina bianca in una qualsiasi casella vuota.',

  'learn.ambiloa.title': 'AmbiLOA: quattro giocatori, due squadre',
  'learn.ambiloa.text':
    'Quattro giocatori siedono a Sud (bianco), Ovest (nero), Nord (giallo) ed Est (azzurro) e muovono in quest’ordine: Sud muove per primo. Nord e Sud giocano insieme contro Est e Ovest; una squadra vince quando tutte le sue pedine, di entrambi i compagni, formano un unico gruppo.',
  'learn.ambiloa.task': 'Sei Sud: collega con una mossa le pedine bianche e gialle.',

  'learn.standard-6x6.title': 'La scacchiera 6×6',
  'learn.standard-6x6.text': 'Le scacchiere piccole mantengono tutte le regole; su 6×6 ogni giocatore ha otto pedine (dieci su 7×7), quindi le partite sono rapide.',
  'learn.standard-6x6.task': 'Sei il Bianco: collega le tue pedine con una sola mossa.',

  'learn.standard-7x7.title': 'La scacchiera 7×7',
  'learn.standard-7x7.text': 'La partenza normale su una scacchiera 7×7: ogni giocatore ha dieci pedine, e già alla prima mossa si può catturare.',
  'learn.standard-7x7.task': 'Cattura una pedina bianca.',
  // gemma: the Gemma lesson.
  'learn.gemma.title': 'Gemma: buchi e rimozioni',
  'learn.gemma.text': 'In Gemma ogni casella lasciata da una pedina diventa un buco: nessuna pedina può fermarsi lì, e non conta sulla linea. Una pedina che non può muoversi può invece uscire dalla scacchiera: premila due volte.',
  'learn.gemma.task': 'Vinci togliendo la pedina che non potrà mai unirsi alle altre.',
  // Le scacchiere grandi, giudicate dal motore grande (src/lesson/cell_board.rs).
  'learn.black-hole.title': 'Black Hole: il buco in e5',
  'learn.black-hole.text':
    'Black Hole si gioca su 9×9 con un buco al centro, in e5. Il buco è una casa vuota quando si contano le pedine su una linea e quando una pedina lo attraversa; ma una pedina che ci finisce sopra cade e lascia la partita. Meno pedine sono meno da collegare: farne cadere una può essere un piano.',
  'learn.black-hole.task': 'Trova la mossa che fa cadere una pedina nera nel buco.',
  'learn.hex-5.title': 'LOA esagonale: tre linee, sei vicine',
  'learn.hex-5.text':
    'Sulle scacchiere esagonali ogni cella ha sei vicine, e una pedina si muove lungo una di tre linee: la sua riga o una delle due linee oblique. Si sposta di tante celle quante sono le pedine sull’intera linea, come sulla scacchiera quadrata. La scacchiera di lato 6 ha un buco al centro, come in Black Hole.',
  'learn.hex-5.task': 'Cattura la pedina bianca in c6.',
  'learn.hex-6.title': 'LOA esagonale di lato 6: il buco in f6',
  'learn.hex-6.text': 'La scacchiera di lato 6 ha 91 celle e un buco al centro, in f6, con la regola di Black Hole: conta come vuoto su una linea e si può attraversare, ma una pedina che ci finisce sopra lascia la partita.',
  'learn.hex-6.task': 'Trova la mossa che fa cadere una pedina nera nel buco.',
  'learn.standard-12x12.title': 'La scacchiera 12×12',
  'learn.standard-12x12.text':
    'La disposizione standard su una scacchiera 12×12: il Nero in b1–k1 e b12–k12, il Bianco in a2–a11 e l2–l11, dieci pedine per lato. Le regole sono le stesse e le linee più lunghe: conta le pedine sull’intera linea.',
  'learn.standard-12x12.task': 'Cattura una pedina bianca con la prima mossa.',
  'learn.miss.no-hole': 'Quella pedina non è finita nel buco: conta le pedine sulla sua linea, il buco conta come vuoto.',
};

export default it;
