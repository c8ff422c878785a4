// The floors the kiosk's cold load is measured against: static pages written by hand, with no framework, no
// stylesheet file and no script, served by a bare node:http. Decision 065 says why each screen has its own.

const STYLE = `body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;
font-size:16px;color:#000}
header{height:56px;border-bottom:1px solid #dee2e6;display:flex;align-items:center;justify-content:space-between;padding:0 16px}
header b{font-size:18px}header .base{background:#adb5bd;border-radius:16px;padding:4px 12px;font-size:13px;font-weight:700;
text-transform:uppercase;margin-left:10px}header a{background:#4263eb;color:#fff;border-radius:4px;padding:9px 18px;
font-weight:600;text-decoration:none}header button{border:0;background:none;font:inherit;font-weight:600;padding:9px 18px}
nav{position:fixed;top:57px;left:0;bottom:0;width:247px;border-right:1px solid #dee2e6;overflow:auto}
nav .who{background:#000;color:#fff;padding:10px 16px}nav .who p{margin:0;font-size:12px}nav .who p:first-child{font-size:14px;font-weight:700}
nav a{display:block;margin:0 10px;padding:3px 12px;color:#000;text-decoration:none;font-size:14px;border-radius:4px}
nav a[aria-current]{background:#4c6ef5;color:#fff}nav p.group{margin:2px 22px 0;font-size:12px;font-weight:700;color:#495057;
text-transform:uppercase}
main{margin-left:248px;padding:16px}h1{font-size:26px;margin:0 0 16px}h2{font-size:18px;margin:0 0 16px}
.box{border:1px solid #dee2e6;border-radius:8px;padding:16px}table{border-collapse:collapse;width:100%}
th{text-align:left;font-size:14px;padding:8px 10px;border-bottom:1px solid #dee2e6}
body{line-height:1.55}header a,header button{font-size:14px;padding:0 18px;line-height:36px;display:inline-block;border-radius:8px}header button{color:#1a1e21}nav .who p:first-child{font-weight:600}nav a{padding:0 12px;border-radius:6px;line-height:24.8px}nav a[aria-current]{background:#4263eb}nav p.group{margin:0 10px;padding:2px 12px 0;line-height:1.4}.box{border-radius:8px}th{padding:10px}`;

/** The sidebar as the drawn page has it (its groups, links and current page), so that the floor grows with the app. */
function sidebarOf(drawn: string, current: string): string {
  const nav = /<nav[^>]*>([\s\S]*?)<\/nav>/.exec(drawn)?.[1] ?? '';
  const items = [
    ...nav.matchAll(
      /<a\b[^>]*href="([^"]*)"[^>]*><span[^>]*>([^<]*)<\/span><\/a>|<p(?![^>]*data-truncate)[^>]*data-size="xs"[^>]*>([^<]*)<\/p>/g,
    ),
  ];
  if (items.length < 5) throw new Error('the drawn page has no sidebar: is the bench signed in?');
  return items
    .map(([, href, link, group]) =>
      group
        ? `<p class="group">${group}</p>`
        : `<a href="${href}"${href === current ? ' aria-current="page"' : ''}>${link}</a>`,
    )
    .join('');
}

function page(title: string, drawn: string, current: string, main: string, extraStyle = ''): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${title} · Tarmac</title>
<style>${STYLE}${extraStyle}</style></head><body>
<header><div><b>Tarmac</b><span class="base">Aucune base assignée</span></div><div><a href="/luggage-scan">Scanner un bagage</a><button>Se déconnecter</button></div></header>
<nav aria-label="Menu"><div class="who"><p>Administrator</p><p>Admin and IT · Administrateur</p></div>${sidebarOf(drawn, current)}</nav>
<main>${main}</main></body></html>`;
}

const EVENT_COLUMNS = ['Étiquette', 'Passager', 'Vol', 'Type d’événement', 'Aéroport', 'Date/heure', 'Agent'];
/** The latest events' head; the scan desk shows the passenger and agent columns from 1200 px wide only, as it does. */
const eventsTable = (title: string, columns = EVENT_COLUMNS) =>
  `<h2>${title}</h2><table aria-label="${title}"><thead><tr>${columns.map((c) => `<th>${c}</th>`).join('')}</tr></thead><tbody></tbody></table>`;

/** The dashboard as the server draws it: the team strip, four figures, three chart frames and the recent log's head. */
export function dashboardFloor(drawn: string): string {
  const card = (label: string, today: string, change: string) =>
    `<div class="box stat"><p>${label}</p><p><b>${today}</b> aujourd’hui</p><p>${change} par rapport à hier</p></div>`;
  const chart = (title: string) => `<div class="box"><h2>${title}</h2><div class="chart" role="img"></div></div>`;
  return page(
    'Tableau de bord',
    drawn,
    '/',
    `<h1>Tableau de bord</h1><section class="box team"><b>Mes équipes</b> Aucune équipe prévue pour vous.</section>
<div class="grid4">${card('Total des scans', '46', '▲ 228,6 %')}${card('Enregistrements', '46', '▲ 820 %')}${card('Chargés', '0', '▼ 100 %')}${card('Livrés', '0', '▼ 100 %')}</div>
${chart('Bagages enregistrés cette semaine')}<div class="grid2">${chart('Bagages chargés cette année')}${chart('Bagages livrés cette année')}</div>
${eventsTable('Journal récent')}`,
    `.team{padding:10px;margin-bottom:16px;font-size:14px}.grid4{display:grid;grid-template-columns:repeat(4,1fr);gap:16px;margin-bottom:16px}
.grid2{display:grid;grid-template-columns:1fr 1fr;gap:16px;margin:16px 0}.stat{border-top:4px solid #4c6ef5}
.stat p{margin:0 0 8px;font-size:14px}.stat b{font-size:32px}.chart{height:220px}.box+.grid2{margin-top:16px}
.box h2{font-size:16px}.stat p:first-child{font-weight:600;color:#495057}.stat:nth-child(2){border-top-color:#15aabf}
.stat:nth-child(3){border-top-color:#40c057}.stat:nth-child(4){border-top-color:#fd7e14}.team{color:#495057}.team b{color:#000;margin-right:8px}
.stat p:last-child{color:#2b8a3e}.stat:nth-child(n+3) p:last-child{color:#c92a2a}`,
  );
}

/** The scan desk as the server draws it: the sound switch, the form (tag, camera, four types, airport, remark), the list's head. */
export function scanFloor(drawn: string): string {
  const airports = [
    'BRU - Brussels Airport',
    'CDG - Paris Charles de Gaulle',
    'FBM - Lubumbashi International',
    "FIH - N'djili International",
    'GOM - Goma International',
  ];
  return page(
    'Scan bagage',
    drawn,
    '/luggage-scan',
    `<div class="top"><h1>Scan bagage</h1><label><input type="checkbox" role="switch" checked> Son</label></div>
<div class="cols"><form class="box"><label for="tag">Étiquette bagage</label><div class="tag"><input id="tag" placeholder="Scannez ou saisissez l’étiquette" autofocus autocomplete="off"><button type="button" aria-label="Scanner avec la caméra"><svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true"><path d="M4 8a2 2 0 0 1 2-2h2l1.5-2h5L16 6h2a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2z"></path><circle cx="12" cy="12.5" r="3.5"></circle></svg></button></div>
<p id="type">Type d’événement</p><div role="radiogroup" aria-labelledby="type" class="types">${['CHECKIN', 'LOADED', 'DELIVERED', 'TRANSFERRED'].map((t) => `<button type="button" role="radio" aria-checked="false">${t}</button>`).join('')}</div>
<label for="airport">Aéroport</label><select id="airport"><option value=""></option>${airports.map((a) => `<option>${a}</option>`).join('')}</select>
<label for="remark">Remarque</label><input id="remark" maxlength="500"></form><div style="min-width:0">${eventsTable(
      'Derniers événements bagages',
      EVENT_COLUMNS.filter((c) => c !== 'Passager' && c !== 'Agent'),
    )}</div></div>`,
    `.top{display:flex;justify-content:space-between;align-items:center}.cols{display:grid;grid-template-columns:5fr 7fr;gap:16px;align-items:start}
form label,form p{display:block;font-size:14px;font-weight:600;margin:16px 0 6px}form label:first-child{font-size:18px;margin-top:0}
.tag{display:flex;border:1px solid #4c6ef5;border-radius:4px}.tag input{flex:1;border:0;font:20px monospace;padding:12px;min-width:0}
.tag button{border:0;background:none;padding:0 12px}.types{display:grid;grid-template-columns:1fr 1fr;gap:6px}
.types button{padding:12px;border:1px solid #ced4da;border-radius:4px;background:#fff;font-weight:700}
select,#remark{width:100%;height:36px;border:1px solid #ced4da;border-radius:4px;box-sizing:border-box}
.cols{grid-template-columns:minmax(0,5fr) minmax(0,7fr)}.tag{border-radius:8px}.tag input{font-size:18px;letter-spacing:1px;
padding:0 16px;height:48px;outline:none;border-radius:8px}.types button{font:inherit;font-size:14px;font-weight:600;border-radius:8px;
height:42px;padding:0 4px}select,#remark{font:inherit;font-size:14px;border-radius:8px;background:#fff;appearance:none;padding:0 12px}
form p{font-weight:700}table{min-width:400px}`,
  );
}

/** The first floor (decision 042): a sketch of the dashboard, six links and four cards; kept for comparison across runs. */
export const SKETCH_FLOOR = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dashboard · Tarmac</title>
<style>body{margin:0;font-family:sans-serif}header{height:56px;border-bottom:1px solid #ddd;display:flex;align-items:center;padding:0 16px;font-weight:700}
nav{position:fixed;top:57px;left:0;bottom:0;width:248px;border-right:1px solid #ddd;padding:8px}nav a{display:block;padding:4px 12px;color:#333}
main{margin-left:264px;padding:16px}.cards{display:grid;grid-template-columns:repeat(4,1fr);gap:16px}.card{border:1px solid #ddd;border-radius:8px;padding:16px}
.card b{display:block;font-size:28px}</style></head><body><header>Tarmac</header>
<nav>${['Dashboard', 'Flights', 'Scan bag', 'Bag events', 'Search', 'Track by flight'].map((l) => `<a href="#">${l}</a>`).join('')}</nav>
<main><h1>Dashboard</h1><div class="cards">${['Checked in', 'Loaded', 'Delivered', 'Transferred'].map((l) => `<div class="card">${l}<b>1,234</b>+4.2 %</div>`).join('')}</div></main></body></html>`;
