import type { NamespaceServerErrorsTranslation } from '../../i18n-types';

const fr_serverErrors = {
  invalidBagType:
    'Choisissez un type de bagage : Suitcase, Backpack ou un code du tableau IATA des bagages (01 à 50, par exemple 22 ou 29).',
  invalidDeadlineFilter: 'Filtrez par échéance avec deadline=due, ou omettez ce paramètre.',
  noBagWithTag:
    'Aucun bagage ne porte l’étiquette {tag} : saisissez le passager et le vol, la réclamation est acceptée sans étiquette connue.',
  invalidReceiptLanguage: 'Le reçu s’imprime en anglais (lang=en) ou en français (lang=fr).',
  invalidClaimStatus: 'Choisissez un statut : LOST, DELAYED, FOUND ou DELIVERED.',
  claimNotFound: 'La réclamation {id} n’existe pas.',
  claimReferenceNotFound: 'La réclamation {reference} n’existe pas : vérifiez la référence sur le reçu du passager.',
  invalidClaimKey: 'Désignez la réclamation par sa référence, par ex. FIH8Z00042, ou par son numéro.',
  pnrOrClaim: 'Indiquez soit un PNR, soit une réclamation (sa référence ou son numéro), l’un des deux.',
  pnrNotHeld:
    'Tarmac ne détient aucun passager ni aucune réclamation sous le PNR {pnr} : ces données ont peut-être déjà été effacées.',
  reasonTooLong:
    'Un motif compte 500 caractères au plus : indiquez qui a demandé, quand et comment, et un numéro de dossier.',
  claimReferenceBusy: 'Beaucoup de réclamations sont enregistrées en même temps : enregistrez à nouveau.',
  claimStatusUpdated: 'Statut mis à jour.',
  nothingFound: 'Aucun bagage ni envoi ne porte l’étiquette {tag}.',
  flightNotFlown: 'Aucun vol {flight} ne part le {day}.',
  invalidDate: 'Saisissez une date, ex. 2026-11-25.',
  periodReversed: 'La fin de la période doit être le même jour que son début ou après.',
  periodTooLong: 'Un rapport couvre 366 jours au plus : choisissez une période plus courte.',
  invalidAuditEntity:
    'Choisissez ce dont parlent les lignes : flight, passenger, bag, shipment, uld, claim, found_bag, shift, assignment, user, airport, zone, api_token (la référence de l’API les liste toutes).',
  invalidAuditAction:
    'Choisissez une action : create, update, delete, sign_in, sign_in_refused, password_change, disable, enable, status_change, purge, erase ou export.',
  invalidReportFigure: 'Choisissez un chiffre : claims, open, delivered ou past_due.',
  invalidUldType: 'Choisissez un type d’ULD : CONTAINER, PALLET ou PILLOW.',
  invalidUldStatus: 'Choisissez un statut d’ULD : AVAILABLE, ASSIGNED, IN_TRANSIT, EMPTY, PARTIAL ou FULL.',
  invalidUldCode:
    'Un code ULD est un type de 3 lettres, un numéro de 4 ou 5 caractères et un propriétaire de 2 ou 3 caractères, ex. AKE84103LH.',
  invalidCapacity: 'La masse brute maximale est un nombre de kilogrammes supérieur à 0 (20 000 au plus).',
  invalidTare: 'La tare est le nombre de kilogrammes inscrit sur la plaque de l’ULD, supérieur à 0 (1 000 au plus).',
  uldSerialsExhausted: 'Tous les numéros de {type} du propriétaire {owner} sont pris : indiquez un code.',
  capacityOverMax: 'Un {type} pèse {max|number} kg au plus, tare comprise (sa masse brute maximale).',
  capacityUnderLoad: 'Cette ULD porte déjà {load|number} kg : sa masse brute maximale ne peut pas être inférieure.',
  capacityNotOverTare: 'La masse brute maximale doit dépasser la tare ({tare|number} kg).',
  overMaxGross:
    '{code} pèserait {gross|number} kg avec sa tare de {tare|number} kg : {over|number} kg de plus que sa masse brute maximale de {max|number} kg.',
  attachWithoutTare:
    '{code} n’a pas de tare enregistrée : saisissez la tare inscrite sur sa plaque avant de la charger.',
  uldCodeTaken: 'Une ULD avec le code {code} est déjà enregistrée.',
  attachOverShipment: 'Il ne reste que {remaining} kg de {awb} à placer sur une ULD.',
  awbNotFound: 'Aucune expédition ne porte la LTA {awb}.',
  uldNotFound: 'L’ULD {id} n’existe pas.',
  invalidFreightEventType: 'Choisissez un type d’événement : RECEIVED, LOADED, DELIVERED ou TRANSFERRED.',
  invalidToCarrier:
    'Le transporteur destinataire s’écrit avec son code IATA de compagnie à 2 caractères, par ex. AF ou 8Z.',
  toCarrierNotTransfer: 'Un transporteur destinataire ne s’indique que sur un scan TRANSFERRED.',
  warnNotReceived: '{type} avant que l’expédition soit RECEIVED.',
  warnShipmentDelivered: 'Cette expédition a déjà été livrée (DELIVERED).',
  warnNotOrigin: 'LOADED à {airport}, qui n’est pas l’origine de l’expédition.',
  warnShipmentRepeated: '{type} a déjà été scanné pour cette expédition il y a moins d’une minute.',
  awbCheckDigit:
    'Le chiffre de contrôle de {awb} devrait être {expected} : vérifiez le numéro sur la lettre de transport.',
  awbTaken: 'Une expédition avec la LTA {awb} est déjà enregistrée.',
  weightUnderLoaded:
    '{loaded} kg de cette expédition sont déjà sur des ULD : le poids ne peut pas être inférieur (retirez-en d’abord d’une ULD).',
  shipmentNotFound: 'L’expédition {id} n’existe pas.',
  tooLong: 'Cette valeur est trop longue.',
  invalidText: 'Cette valeur doit être du texte.',
  invalidCursor:
    'Ce lien de page est abîmé : suivez next_page_url ou prev_page_url tels que la liste les a donnés, ou redemandez ?page=1.',
  cursorAfterAndBefore:
    'Une page se lit après une ligne ou avant une ligne, pas les deux : envoyez after ou before, comme le lien le donne.',
  invalidNumber: 'Cette valeur doit être un nombre entier positif.',
  invalidType: 'Cette valeur n’a pas le bon type.',
  clientEventIdReused:
    'Ce client_event_id a déjà servi pour un autre scan (une autre étiquette, un autre type ou aéroport) : créez-en un nouveau pour chaque scan.',
  invalidValue: 'Cette valeur n’est pas valide.',
  invalidEmail: 'Saisissez une adresse e-mail valide.',
  invalidUsername: 'Utilisez uniquement des lettres, chiffres, points, tirets et tirets bas.',
  invalidRole: 'Choisissez admin, supervisor ou agent.',
  invalidLang: 'Choisissez en ou fr.',
  invalidFlag: 'Utilisez true ou false (ou 1 ou 0).',
  invalidBoolean: 'Indiquez true ou false.',
  invalidEditFlag: 'Utilisez true ou false (ou 1 ou 0), ou l’identifiant de l’affectation modifiée.',
  invalidAirportCode: 'Un code aéroport comporte trois lettres (IATA), par ex. FIH.',
  invalidOwnerCode: 'Un code propriétaire comporte deux ou trois lettres ou chiffres.',
  invalidTimeZone: 'Un fuseau horaire est un nom IANA, par ex. Africa/Lubumbashi ou Europe/Paris.',
  airportCodeReadOnly: 'Le code d’un aéroport ne peut pas changer : ajoutez un autre aéroport.',
  passwordTooShort: 'Le mot de passe doit comporter au moins 8 caractères.',
  passwordMismatch: 'Le nouveau mot de passe et sa confirmation diffèrent.',
  wrongCurrentPassword: 'Le mot de passe actuel est incorrect.',
  passwordUnchanged: 'Choisissez un nouveau mot de passe différent de l’actuel.',
  validation: 'Certains champs ne sont pas valides.',
  badCredentials: 'Ces identifiants ne correspondent à aucun compte.',
  unauthenticated: 'Vous n’êtes pas connecté.',
  csrf: 'Cette requête doit porter l’en-tête X-Requested-With: XMLHttpRequest.',
  notFound: 'Introuvable.',
  pathNotFound: 'Le chemin d’API {method} {path} n’existe pas.',
  methodNotAllowed: '{path} n’accepte pas {method} : ce chemin accepte {allowed}.',
  malformedJson: 'Le corps de la requête n’est pas un JSON valide.',
  malformedMultipart: 'Le corps de la requête n’est pas un multipart/form-data valide.',
  tooLarge: 'La requête est trop volumineuse.',
  tooManyBags: 'Au plus 5 bagages par déclaration : déclarez les autres dans une seconde.',
  addressDaysOrder: 'Le dernier jour à cette adresse doit suivre le premier.',
  claimProofRefused:
    'Aucun dossier ne correspond à ces informations. Vérifiez la référence, votre nom de famille et le code de votre reçu.',
  airportCodeNotFound:
    'Tarmac ne connaît pas l’aéroport {code} : vérifiez le code de l’affiche ou de votre carte d’embarquement.',
  airportCodeUnknown: 'Tarmac ne connaît pas l’aéroport {code} : vérifiez le code dans la liste des aéroports.',
  passengerStageAwaiting: 'Reçue : le bureau des bagages la confirmera sous peu.',
  passengerStageTracing: 'Nous recherchons votre bagage.',
  passengerStageLocated: 'Votre bagage a été retrouvé.',
  passengerStageDelivered: 'Votre bagage vous a été livré.',
  passengerStageLost: 'Nous n’avons pas encore retrouvé votre bagage.',
  passengerNextAwaiting:
    'Un agent vérifie votre déclaration et lance la recherche. Ses nouvelles s’afficheront sur cette page.',
  passengerNextTracing:
    'Rien à faire : nous cherchons dans les aéroports de votre trajet et vous préviendrons dès qu’il est retrouvé.',
  passengerNextLocated: 'Nous l’apporterons à votre adresse de livraison : vérifiez-la, ainsi que votre téléphone.',
  passengerNextDelivered:
    'Bagage abîmé ou contenu manquant ? Écrivez au bureau dans les délais indiqués sur votre reçu.',
  passengerNextLost: 'Contactez le bureau des bagages pour l’indemnisation, avec votre reçu.',
  passengerStageOnItsWay: 'Votre bagage est en route vers vous.',
  passengerNextOnItsWay:
    'Restez joignable à votre numéro de téléphone : le livreur peut appeler avant de venir à votre adresse de livraison.',
  outForDeliveryNeedsFound:
    'Seul un bagage retrouvé part vers son passager : ce dossier est {status}. Passez d’abord son statut à FOUND.',
  trackerLinksOff:
    'Cet aéroport ne prend pas de lien de localisation : dites au bureau des bagages où est votre bagage par téléphone ou e-mail.',
  trackerLinkInvalid: 'Collez le lien entier tel que Localiser ou Find Hub le donne, commençant par https://.',
  trackerLinkHttps: 'Le lien doit commencer par https:// : copiez-le de nouveau depuis Localiser ou Find Hub.',
  trackerLinkHost:
    'Ce n’est pas un lien de localisation partagé depuis Localiser ou Find Hub : cet aéroport ne prend que les liens de {hosts}.',
  trackerExpiryInvalid: 'Donnez l’heure de fin du partage avec son fuseau, p. ex. 2026-12-10T18:00:00Z.',
  trackerExpiryPast: 'L’heure de fin du partage doit être à venir.',
  trackerExpiryTooFar:
    'Une position partagée s’arrête au plus tard après {days} jours : donnez une heure dans les {days} jours.',
  trackerExpiryWithoutLink: 'Il n’y a pas de lien de localisation à faire finir : ajoutez aussi le lien.',
  tooManyRequests: 'Trop de tentatives. Réessayez dans {seconds} secondes.',
  busy: 'Le serveur est occupé. Réessayez dans {seconds} secondes.',
  databaseUnavailable: 'La base de données est injoignable. Réessayez dans {seconds} secondes.',
  shuttingDown: 'Ce serveur s’arrête. Réessayez dans {seconds} secondes.',
  tokenCannotSetOwnPassword:
    'Un jeton d’API ne peut pas changer le mot de passe de son propriétaire : connectez-vous pour le changer.',
  batchTooLarge: 'Trop d’appels dans une même requête : {max} au plus.',
  loginNotBatched: 'Connectez-vous par un appel à part, pas dans un lot.',
  plainTextOnly: 'Ce chemin n’accepte qu’un corps texte (text/plain).',
  jsonOnly: 'Ce chemin n’accepte qu’un corps JSON (application/json).',
  multipartOnly: 'Ce chemin n’accepte qu’un fichier dans un corps multipart/form-data.',
  internal: 'Une erreur est survenue sur le serveur (requête {requestId}).',
  userNotFound: 'L’utilisateur {id} n’existe pas.',
  serviceNotFound: 'Le service {id} n’existe pas.',
  airportNotFound: 'L’aéroport {id} n’existe pas.',
  tokenNotFound: 'Le jeton {id} n’existe pas.',
  accountDisabled: 'Ce compte est désactivé : adressez-vous à un administrateur.',
  mustChangePassword:
    'Changez d’abord votre mot de passe : il a été généré ou fixé par un administrateur, et vous seul devez connaître le vôtre.',
  cannotDisableSelf: 'Vous ne pouvez pas désactiver votre propre compte : un autre administrateur le peut.',
  tokenCannotCreateTokens:
    'Un jeton d’API ne peut pas créer de jetons : connectez-vous et créez-en un dans Profil → Jetons d’API.',
  invalidTokenExpiry: 'Indiquez un nombre de jours de 1 à 3650, ou aucun pour un jeton valable jusqu’à sa suppression.',
  duplicateValue: 'Cette valeur est déjà utilisée par un autre enregistrement.',
  emailTaken: 'L’e-mail {email} est déjà utilisé.',
  usernameTaken: 'L’identifiant {username} est déjà utilisé.',
  airportCodeTaken: 'L’aéroport {code} existe déjà.',
  zoneTaken: 'Cet aéroport a déjà une zone nommée {name}.',
  flightNotFound: 'Le vol {id} n’existe pas.',
  passengerNotFound: 'Le passager {id} n’existe pas.',
  bagNotFound: 'Le bagage {id} n’existe pas.',
  invalidFlightNumber: 'Un numéro de vol est le code compagnie suivi de 1 à 4 chiffres, par ex. 8Z101.',
  flightNumberReadOnly: 'Le numéro de vol ne peut plus être modifié une fois le vol créé.',
  blockTimeInFuture:
    'Une heure de bloc réelle ne peut pas être dans le futur : envoyez-la comme estimée jusqu’à ce qu’elle arrive.',
  onBlockBeforeOffBlock: 'L’arrivée au bloc (on-block) doit suivre le départ du bloc (off-block).',
  invalidDateTime: 'Saisissez une date et une heure, par ex. 2026-11-22T14:30.',
  sameAirports: 'L’aéroport d’arrivée doit être différent de celui de départ.',
  invalidAirlineCode: 'Un code compagnie comporte deux lettres ou chiffres, par ex. 8Z.',
  invalidFlightStatus: 'Choisissez un statut : SCHEDULED, CHECKIN-OPEN, CHECKIN, BOARDING, CLOSED ou CANCELLED.',
  invalidPnr: 'Un PNR comporte 6 lettres ou chiffres, par ex. X7K2QP.',
  invalidSeat: 'Un siège est un numéro de rang suivi d’une lettre, par ex. 12A.',
  passengerExists: '{name} ({pnr}) est déjà sur ce vol.',
  passengerHasEvents: 'Ce passager a des bagages déjà scannés : il ne peut pas être supprimé.',
  invalidBagTag:
    'Une étiquette bagage est 8Z-2026-00421337, une plaque de 10 chiffres ou sa forme courte comme BA728359.',
  bagTagTaken:
    'L’étiquette {tag} est déjà enregistrée sur le vol {flight} du {day} : une plaque désigne un seul bagage sur {days} jours.',
  bagTagSpellingTaken:
    'L’étiquette {tag} est déjà enregistrée sous la forme {other} (une autre écriture de la même plaque) sur le vol {flight} du {day} : une plaque désigne un seul bagage sur {days} jours.',
  noAirport: 'Vous n’êtes assigné à aucun aéroport. Veuillez contacter l’administrateur.',
  manifestMissing: 'Choisissez un manifeste PDF à importer (champ manifest).',
  manifestNotPdf: 'Ce fichier n’est pas un PDF.',
  manifestCorrupt: 'Ce PDF est endommagé et ne peut pas être lu.',
  manifestProtected: 'Ce PDF est protégé par un mot de passe : exportez-le sans mot de passe.',
  manifestNoText: 'Ce PDF n’a pas de couche texte (un scan ?) : exportez le manifeste en PDF texte.',
  manifestNoTable:
    'Aucune table de passagers trouvée : le manifeste doit avoir une ligne d’en-tête nommant les colonnes nom, PNR et siège.',
  manifestTooLarge: 'Le manifeste dépasse {mb} Mo.',
  manifestTooSlow:
    'La lecture de ce manifeste a pris trop de temps (plus de {seconds} secondes) : exportez-le de nouveau en PDF texte simple, ou en plusieurs parties.',
  manifestTooMuchMemory:
    'La lecture de ce PDF demande plus de {mb} Mo de mémoire, plus qu’aucun manifeste : exportez-le de nouveau en PDF texte simple, ou en plusieurs parties.',
  manifestTooManyPages:
    'Ce PDF a {pages} pages, plus que les {max} qu’un manifeste peut avoir : importez-le en plusieurs parties.',
  manifestTooManyTextItems:
    'Ce PDF contient plus de {max|number} éléments de texte, plus qu’aucun manifeste : importez-le en plusieurs parties.',
  manifestBusy: 'D’autres manifestes sont en cours de lecture : réessayez dans {seconds} secondes.',
  unknownTag: 'Aucun bagage ne porte l’étiquette {tag}.',
  tagOutsideWindow:
    'Aucun bagage portant l’étiquette {tag} ne voyage à moins de {days} jours d’aujourd’hui : elle a servi en dernier sur le vol {flight} du {day} ; c’est donc un nouveau bagage, pas encore enregistré.',
  invalidEventType: 'Choisissez un type d’événement : CHECKIN, LOADED, DELIVERED ou TRANSFERRED.',
  invalidUuid: 'client_event_id doit être un UUID.',
  warnAlreadyDelivered: 'Ce bagage a déjà été livré (DELIVERED).',
  warnWrongAirport: 'LOADED à {airport}, mais le vol part de {expected}.',
  warnNotToday: 'LOADED pour {flight}, qui ne vole pas aujourd’hui ({day}).',
  warnRepeated: '{type} a déjà été scanné pour ce bagage il y a moins d’une minute.',
  foundBagNotFound: 'Le bagage trouvé {id} n’existe pas.',
  foundInFuture: 'Un bagage ne peut pas être trouvé dans le futur : vérifiez la date et l’heure.',
  foundBagAlreadyMatched:
    'Le bagage trouvé {id} est déjà rapproché de la réclamation {reference} : annulez d’abord ce rapprochement.',
  foundBagNotMatched: 'Le bagage trouvé {id} n’est rapproché d’aucune réclamation.',
  claimNotOpen:
    'La réclamation {reference} est {status} : seules les réclamations LOST ou DELAYED peuvent être rapprochées.',
  claimMovedOn:
    'La réclamation {reference} est maintenant {status} : changez son statut à la main si le rapprochement était faux.',
  invalidFoundBagStatus: 'Filtrez par statut OPEN ou MATCHED, ou omettez-le.',
  foundBagMatched: 'Rapproché : la réclamation est FOUND.',
  foundBagUnmatched: 'Rapprochement annulé.',
  photoMissing: 'Choisissez une photo à envoyer (champ photo).',
  photoNotImage: 'Ce fichier n’est pas une image JPEG, PNG ou WebP.',
  photoTooLarge: 'La photo dépasse {mb} Mo : reprenez-la en plus basse résolution.',
  photoNotFound: 'Le bagage trouvé {id} n’a pas de photo.',
  shiftNotFound: 'Il n’y a pas d’équipe {id}.',
  shiftOtherService:
    'Cette équipe appartient à un autre service : seuls son personnel ou un administrateur peuvent l’ouvrir, seuls ses superviseurs ou un administrateur la modifier.',
  shiftServiceOwn: 'Un superviseur planifie les équipes de son propre service uniquement : choisissez votre service.',
  shiftTooLong: 'Une équipe dure {hours} heures au plus : vérifiez les dates.',
  zoneNotFound: 'Il n’y a pas de zone {id}.',
  userOtherService:
    '{name} travaille dans un autre service que celui de cette équipe : choisissez un membre de son personnel.',
  alreadyAssigned: '{name} est déjà dans cette équipe : modifiez plutôt cette affectation.',
  assignmentOverlap:
    '{name} est déjà affecté(e) à {label} ({start} – {end}), qui chevauche cette équipe : désactivez ou supprimez d’abord cette affectation.',
  assignmentNotFound: 'Il n’y a pas d’affectation {id}.',
  assignmentShiftFixed:
    'Une affectation reste dans son équipe : supprimez-la et ajoutez l’utilisateur à l’autre équipe.',
  assignmentDeleted: 'Affectation supprimée.',
  messageAppliedAlready:
    'Le message bagages {id} a déjà été appliqué : l’appliquer à nouveau déferait ce que les messages suivants de ses bagages ont fait. Seul un message reçu, refusé ou en échec peut être réappliqué.',
  messageNotFound: 'Il n’y a pas de message bagages {id}.',
  messageNoEnd: 'Ligne {line} : le message n’a pas de ligne {element} pour le terminer.',
  messageBadEnd: 'Ligne {line} : {element} ne termine pas ce type de message.',
  messageMissingElement: 'Ligne {line} : le message n’a pas d’élément {element}, dont Tarmac a besoin.',
  messageBadElement: 'Ligne {line}, élément {element} : cet élément est illisible.',
  messageNoMessage:
    'Le corps ne contient aucun message BSM ou BUM (une ligne BSM ou BUM, puis les éléments, puis ENDBSM ou ENDBUM).',
  messageNoFlight:
    'Le message ne nomme aucun vol : ni vol de départ (.F), ni, pour un bagage qui s’arrête ici, vol d’arrivée (.I).',
  messageNoPassenger: 'Le message ne nomme aucun passager (.P) : chaque bagage de Tarmac appartient à un passager.',
  messageUnknownStation: 'Aucun aéroport n’a le code {code} (.V) : ajoutez-le, puis appliquez à nouveau le message.',
  messageFlightNumber: 'Le vol {flight} ne correspond pas aux numéros de vol que Tarmac conserve.',
  messageFailed: 'Le message n’a pas pu être appliqué : il est conservé, appliquez-le à nouveau plus tard.',
  warnUnknownDestination: 'Aucun aéroport n’a le code {code} : le vol n’a pas d’aéroport d’arrivée.',
  warnPlateOnOtherFlight: 'L’étiquette {tag} est un bagage du vol {flight} du {day} : laissé sur ce vol.',
  warnPlateNotFound: 'L’étiquette {tag} n’est pas un bagage de ce vol.',
  boardWrongFlight: '{count} bagage{{s}} chargé{{s}} dans l’ULD d’un autre vol',
  boardOffload: '{count} bagage{{s}} à débarquer : passager non embarqué',
  boardNotLoaded: '{count} bagage{{s}} non chargé{{s}}, départ du poste dans {minutes} min',
  boardNotLoadedLate: '{count} bagage{{s}} non chargé{{s}}, départ du poste prévu il y a {minutes} min',
  boardLeftBehind: '{count} bagage{{s}} resté{{s}} au sol : à réacheminer sur un autre vol',
  boardNoCheckin: '{count} bagage{{s}} chargé{{s}} sans enregistrement',
  boardFirstBagLate: 'Premier bagage au-delà de son objectif de {minutes} min',
  boardLastBagLate: 'Dernier bagage au-delà de son objectif de {minutes} min',
  warnNoFlightYet: 'Le vol {flight} du {day} n’est pas connu ici : rien à changer.',
  warnPassengerNotFound: 'Le passager {name} n’est pas sur le vol {flight}.',
  warnSeveralPassengers: 'Les bagages sont enregistrés pour {name}, le premier des {count} passagers nommés.',
  warnNoWeight: 'Le message ne donne aucun poids en kilos ou en livres : les bagages pèsent 0 jusqu’à leur pesée.',
  warnOffload: 'Son passager n’a pas embarqué sur le vol {flight} : DÉBARQUER ce bagage.',
  warnDeletedByMessage: 'La compagnie a retiré ce bagage du vol {flight}.',
  warnNoAuthorityToLoad:
    'La compagnie n’autorise pas le chargement de ce bagage sur le vol {flight} (.S N) : ne pas le charger.',
  warnWrongFlight: 'MAUVAIS VOL : ce bagage est du vol {flight}, l’ULD {uld} du vol {uldFlight}.',
  invalidHoldPosition:
    'Une position en soute est un numéro de compartiment ou de position, puis deux lettres au plus : 5, 12L, 41R.',
  loadOnlyWhenLoaded: 'Une ULD et une position en soute ne vont qu’avec un scan LOADED.',
} satisfies NamespaceServerErrorsTranslation;

export default fr_serverErrors;
