/**
 * One flat drawing per seed item kind, on a 400 x 400 canvas, as SVG elements. `f` is the
 * product's colour and `d` a darker shade of it for seams, rims and shadows, so one drawing
 * serves every colour. Plain shapes, no text: the pictures sit beside the product's name with
 * alt="", so they only have to read as the thing at a glance.
 */
export type Drawing = (f: string, d: string) => string;

/** A gold trim for metal parts (nib, clip, lamp joints); the same in every colour. */
const metal = '#c9a227';
const shine = 'fill="#fff" opacity=".22"';

export const drawings: Record<string, Drawing> = {
  shirt: (f, d) =>
    `<path d="M155 85 120 95 85 125 60 300 95 306 130 175V330H270V175L305 306 340 300 315 125 280 95 245 85 200 120Z" fill="${f}"/>` +
    `<path d="M155 85 200 120 178 140 146 102ZM245 85 200 120 222 140 254 102Z" fill="${d}"/>` +
    `<path d="M200 128V330M220 170H252V204H220Z" stroke="${d}" stroke-width="4" fill="none"/>` +
    `<g fill="${d}"><circle cx="200" cy="170" r="5"/><circle cx="200" cy="215" r="5"/><circle cx="200" cy="260" r="5"/><circle cx="200" cy="305" r="5"/></g>`,
  tee: (f, d) =>
    `<path d="M152 88 118 100 68 142 96 190 132 168V322H268V168L304 190 332 142 282 100 248 88Q200 128 152 88Z" fill="${f}"/>` +
    `<path d="M152 88Q200 128 248 88M96 190 132 168M304 190 268 168" stroke="${d}" stroke-width="8" fill="none"/>` +
    `<path d="M140 180H150V310H140Z" ${shine}/>`,
  sweater: (f, d) =>
    `<path d="M150 85Q200 110 250 85L300 100 330 140 350 292 312 300 285 178V322H115V178L88 300 50 292 70 140 100 100Z" fill="${f}"/>` +
    `<path d="M150 85Q200 122 250 85" stroke="${d}" stroke-width="12" fill="none"/>` +
    `<path d="M115 302H285V322H115ZM52 276 88 283 86 300 50 292ZM348 276 312 283 314 300 350 292Z" fill="${d}"/>` +
    `<path d="M175 130V300M225 130V300" stroke="${d}" stroke-width="5" stroke-dasharray="10 8" fill="none"/>`,
  scarf: (f, d) =>
    `<path d="M145 80Q200 56 255 80L246 128Q200 108 154 128Z" fill="${d}"/>` +
    `<path d="M156 112 206 120 194 318 146 312Z" fill="${f}"/>` +
    `<path d="M198 122 246 110 262 300 214 308Z" fill="${f}"/>` +
    `<path d="M150 262 198 268M149 280 197 286M212 256 258 250M213 274 260 268" stroke="#fff" stroke-opacity=".55" stroke-width="6"/>` +
    `<path d="M150 314V336M162 316V338M174 317V339M186 318V340M218 308V330M230 306V328M242 305V327M254 303V325" stroke="${d}" stroke-width="4"/>`,
  tote: (f, d) =>
    `<path d="M158 160Q158 78 200 78Q242 78 242 160" stroke="${d}" stroke-width="12" fill="none"/>` +
    `<path d="M108 150H292L308 332H92Z" fill="${f}"/>` +
    `<path d="M108 150H292L294 170H106Z" fill="${d}"/>` +
    `<path d="M112 184H288L302 320H98Z" stroke="#fff" stroke-opacity=".45" stroke-width="3" stroke-dasharray="8 6" fill="none"/>`,
  cap: (f, d) =>
    `<path d="M120 250C120 150 180 120 232 120 292 120 332 170 332 250Z" fill="${f}"/>` +
    `<path d="M144 244Q78 250 48 280Q120 296 200 258Z" fill="${d}"/>` +
    `<path d="M232 122Q208 180 214 250M232 122Q270 180 286 250" stroke="${d}" stroke-width="4" fill="none"/>` +
    `<path d="M120 250H332" stroke="${d}" stroke-width="10"/><circle cx="232" cy="121" r="9" fill="${d}"/>`,
  mug: (f, d) =>
    `<path d="M262 172C326 172 326 272 262 272" stroke="${f}" stroke-width="24" fill="none"/>` +
    `<path d="M118 130H262V294Q262 314 242 314H138Q118 314 118 294Z" fill="${f}"/>` +
    `<ellipse cx="190" cy="130" rx="72" ry="13" fill="${d}"/>` +
    `<path d="M138 150H152V292H138Z" ${shine}/>`,
  bowl: (f, d) =>
    `<path d="M160 310H240L236 330H164Z" fill="${d}"/>` +
    `<path d="M88 200Q94 318 200 318Q306 318 312 200Z" fill="${f}"/>` +
    `<ellipse cx="200" cy="200" rx="112" ry="26" fill="${d}"/>` +
    `<path d="M112 226Q140 292 200 300" stroke="#fff" stroke-opacity=".3" stroke-width="10" fill="none"/>`,
  teapot: (f, d) =>
    `<path d="M292 196C350 196 350 284 284 284" stroke="${d}" stroke-width="18" fill="none"/>` +
    `<path d="M126 262Q78 246 56 168L80 162Q98 206 132 206Z" fill="${f}"/>` +
    `<ellipse cx="200" cy="236" rx="96" ry="80" fill="${f}"/>` +
    `<ellipse cx="200" cy="160" rx="52" ry="14" fill="${d}"/><circle cx="200" cy="142" r="13" fill="${d}"/>` +
    `<path d="M150 306H250L244 322H156Z" fill="${d}"/><path d="M132 220Q140 180 180 170" stroke="#fff" stroke-opacity=".3" stroke-width="10" fill="none"/>`,
  lamp: (f, d) =>
    `<ellipse cx="150" cy="322" rx="72" ry="16" fill="${f}"/>` +
    `<path d="M150 316 206 212 160 128" stroke="${d}" stroke-width="12" stroke-linecap="round" fill="none"/>` +
    `<circle cx="206" cy="212" r="10" fill="${metal}"/><circle cx="160" cy="128" r="10" fill="${metal}"/>` +
    `<path d="M154 112 216 88 284 176Q244 208 208 186Z" fill="${f}"/>` +
    `<path d="M208 186Q244 208 284 176L290 196Q250 232 206 206Z" fill="#fff3b0" opacity=".8"/>`,
  notebook: (f, d) =>
    `<rect x="122" y="78" width="190" height="256" rx="10" fill="#f6f1e4"/>` +
    `<rect x="110" y="70" width="190" height="258" rx="10" fill="${f}"/>` +
    `<path d="M110 80Q110 70 120 70H136V328H120Q110 328 110 318Z" fill="${d}"/>` +
    `<rect x="270" y="70" width="10" height="258" fill="${d}"/><rect x="165" y="118" width="90" height="40" rx="4" fill="#fff" opacity=".75"/>`,
  pen: (f, d) =>
    `<g transform="rotate(-38 200 200)">` +
    `<rect x="60" y="182" width="210" height="36" rx="18" fill="${f}"/>` +
    `<rect x="92" y="172" width="92" height="9" rx="4" fill="${metal}"/><rect x="180" y="182" width="10" height="36" fill="${metal}"/>` +
    `<path d="M268 186 300 191V209L268 214Z" fill="${d}"/>` +
    `<path d="M300 190 348 200 300 210Z" fill="${metal}"/><path d="M312 200H344" stroke="${d}" stroke-width="2"/>` +
    `<rect x="76" y="188" width="96" height="6" rx="3" ${shine}/></g>`,
};
