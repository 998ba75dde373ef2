/**
 * The seed shop's own words in the twelve interface languages the catalogue data (T3: en, zh,
 * zh-HK) does not carry, keyed by the English: categories, option names and colour words, tags,
 * collections, content groups, pages, promotions, coupons, shipping and payment methods and the
 * home page's hero slides; product descriptions are composed (productDescription below). Line
 * names (Linen, Harbour...) are the shop's proper names and stay as they are inside sentences.
 * Migration 16 (db/migrations.ts) gives an existing database the same words, for rows whose
 * English is still the seed's.
 *
 * Each row: zh-TW, de, es, fr, id, it, ja, ko, pt, th, fil, vi.
 */
import type { ContentLocale } from '../db/text.ts';
import { items, styles, type T3 } from './catalogue-data.ts';

export type Twelve = [zhTW: string, de: string, es: string, fr: string, id: string, it: string, ja: string, ko: string, pt: string, th: string, fil: string, vi: string];
export const OTHER_LANGUAGES = ['zh-TW', 'de', 'es', 'fr', 'id', 'it', 'ja', 'ko', 'pt', 'th', 'fil', 'vi'] as const satisfies readonly ContentLocale[];

const same = (text: string): Twelve => [text, text, text, text, text, text, text, text, text, text, text, text];
/** A no-break space between a number and its percent sign, as de and fr write it. */
const P = '\u00a0%';

export const seedWords: Record<string, Twelve> = {
  // Categories (name and description)
  Clothing: ['服飾', 'Kleidung', 'Ropa', 'Vêtements', 'Pakaian', 'Abbigliamento', '衣類', '의류', 'Roupas', 'เสื้อผ้า', 'Damit', 'Quần áo'],
  Tops: ['上衣', 'Oberteile', 'Tops', 'Hauts', 'Atasan', 'Top', 'トップス', '상의', 'Blusas', 'เสื้อ', 'Pang-itaas', 'Áo'],
  Accessories: ['配件', 'Accessoires', 'Accesorios', 'Accessoires', 'Aksesori', 'Accessori', '小物', '액세서리', 'Acessórios', 'แอคเซสซอรี่', 'Mga aksesorya', 'Phụ kiện'],
  Home: ['居家', 'Wohnen', 'Hogar', 'Maison', 'Rumah', 'Casa', '生活雑貨', '리빙', 'Casa', 'ของใช้ในบ้าน', 'Bahay', 'Nhà cửa'],
  Kitchen: ['廚房', 'Küche', 'Cocina', 'Cuisine', 'Dapur', 'Cucina', 'キッチン', '주방', 'Cozinha', 'เครื่องครัว', 'Kusina', 'Nhà bếp'],
  Lighting: ['燈具', 'Beleuchtung', 'Iluminación', 'Éclairage', 'Pencahayaan', 'Illuminazione', '照明', '조명', 'Iluminação', 'โคมไฟ', 'Ilaw', 'Đèn'],
  Stationery: ['文具', 'Schreibwaren', 'Papelería', 'Papeterie', 'Alat tulis', 'Cancelleria', '文房具', '문구', 'Papelaria', 'เครื่องเขียน', 'Pansulat', 'Văn phòng phẩm'],
  Notebooks: ['筆記本', 'Notizbücher', 'Cuadernos', 'Carnets', 'Buku catatan', 'Quaderni', 'ノート', '노트', 'Cadernos', 'สมุดโน้ต', 'Mga kuwaderno', 'Sổ tay'],
  Desk: ['桌上用品', 'Schreibtisch', 'Escritorio', 'Bureau', 'Meja kerja', 'Scrivania', 'デスク用品', '데스크 용품', 'Escrivaninha', 'โต๊ะทำงาน', 'Mesa', 'Bàn làm việc'],

  // Product options: names and the values that are words (sizes are letters everywhere)
  Color: ['顏色', 'Farbe', 'Color', 'Couleur', 'Warna', 'Colore', 'カラー', '색상', 'Cor', 'สี', 'Kulay', 'Màu sắc'],
  Size: ['尺寸', 'Größe', 'Talla', 'Taille', 'Ukuran', 'Taglia', 'サイズ', '사이즈', 'Tamanho', 'ขนาด', 'Sukat', 'Kích cỡ'],
  Red: ['紅色', 'Rot', 'Rojo', 'Rouge', 'Merah', 'Rosso', 'レッド', '레드', 'Vermelho', 'แดง', 'Pula', 'Đỏ'],
  Blue: ['藍色', 'Blau', 'Azul', 'Bleu', 'Biru', 'Blu', 'ブルー', '블루', 'Azul', 'น้ำเงิน', 'Asul', 'Xanh dương'],
  Green: ['綠色', 'Grün', 'Verde', 'Vert', 'Hijau', 'Verde', 'グリーン', '그린', 'Verde', 'เขียว', 'Berde', 'Xanh lá'],
  S: same('S'),
  M: same('M'),
  L: same('L'),

  // Tags
  'New in': ['新品上市', 'Neuheiten', 'Novedades', 'Nouveautés', 'Terbaru', 'Novità', '新着', '신상품', 'Novidades', 'มาใหม่', 'Bago', 'Hàng mới'],
  Bestseller: ['暢銷', 'Bestseller', 'Más vendidos', 'Meilleures ventes', 'Terlaris', 'Più venduti', '人気商品', '베스트셀러', 'Mais vendidos', 'ขายดี', 'Pinakamabenta', 'Bán chạy'],
  'Gift ideas': ['送禮好物', 'Geschenkideen', 'Ideas para regalar', 'Idées cadeaux', 'Ide hadiah', 'Idee regalo', 'ギフトにおすすめ', '선물 추천', 'Ideias de presente', 'ไอเดียของขวัญ', 'Ideya sa regalo', 'Ý tưởng quà tặng'],
  'Eco friendly': ['環保', 'Umweltfreundlich', 'Ecológico', 'Écoresponsable', 'Ramah lingkungan', 'Ecosostenibile', 'エコ', '친환경', 'Sustentável', 'รักษ์โลก', 'Makakalikasan', 'Thân thiện môi trường'],
  'On sale': ['特價', 'Im Angebot', 'En oferta', 'En promotion', 'Diskon', 'In offerta', 'セール', '세일', 'Em promoção', 'ลดราคา', 'Naka-sale', 'Giảm giá'],

  // Collections
  'Summer edit': ['夏日精選', 'Sommer-Auswahl', 'Selección de verano', "Sélection d'été", 'Pilihan musim panas', 'Selezione estiva', 'サマーセレクション', '여름 셀렉션', 'Seleção de verão', 'คอลเลกชันหน้าร้อน', 'Koleksiyon sa tag-init', 'Tuyển chọn mùa hè'],
  'Light pieces for warm days.': ['適合炎熱天氣的輕盈單品。', 'Leichte Stücke für warme Tage.', 'Prendas ligeras para días cálidos.', 'Des pièces légères pour les beaux jours.', 'Busana ringan untuk hari yang hangat.', 'Capi leggeri per le giornate calde.', '暖かい日のための軽やかなアイテム。', '따뜻한 날을 위한 가벼운 아이템.', 'Peças leves para dias quentes.', 'ชิ้นเบาสบายสำหรับวันอากาศอบอุ่น', 'Magagaang piraso para sa maiinit na araw.', 'Những món nhẹ nhàng cho ngày nắng ấm.'],
  'Gift guide': ['送禮指南', 'Geschenk-Tipps', 'Guía de regalos', 'Guide des cadeaux', 'Panduan hadiah', 'Guida ai regali', 'ギフトガイド', '선물 가이드', 'Guia de presentes', 'คู่มือเลือกของขวัญ', 'Gabay sa regalo', 'Cẩm nang quà tặng'],
  'Presents they will keep.': ['讓人珍藏的禮物。', 'Geschenke, die bleiben.', 'Regalos para conservar.', "Des cadeaux qu'on garde.", 'Hadiah yang akan mereka simpan.', 'Regali da conservare.', 'ずっと大切にしてもらえる贈り物。', '오래 간직할 선물.', 'Presentes para guardar.', 'ของขวัญที่ผู้รับจะเก็บไว้นาน', 'Mga regalong iingatan nila.', 'Những món quà được trân trọng mãi.'],
  'Tea time': ['午茶時光', 'Teezeit', 'La hora del té', "L'heure du thé", 'Waktu minum teh', "L'ora del tè", 'ティータイム', '티타임', 'Hora do chá', 'เวลาน้ำชา', 'Oras ng tsaa', 'Giờ trà chiều'],
  'Everything for a slow afternoon.': ['悠閒午後所需的一切。', 'Alles für einen ruhigen Nachmittag.', 'Todo para una tarde tranquila.', 'Tout pour un après-midi tranquille.', 'Semua untuk sore yang santai.', 'Tutto per un pomeriggio tranquillo.', 'ゆったりした午後のためのすべて。', '여유로운 오후를 위한 모든 것.', 'Tudo para uma tarde tranquila.', 'ทุกอย่างสำหรับบ่ายวันสบาย ๆ', 'Lahat para sa isang mabagal na hapon.', 'Mọi thứ cho một buổi chiều thong thả.'],
  'Desk essentials': ['書桌必備', 'Schreibtisch-Basics', 'Básicos de escritorio', 'Essentiels du bureau', 'Perlengkapan meja kerja', 'Essenziali da scrivania', 'デスクの必需品', '데스크 필수품', 'Essenciais para a mesa', 'ของจำเป็นบนโต๊ะทำงาน', 'Mga kailangan sa mesa', 'Vật dụng bàn làm việc'],
  'Tools for focused work.': ['專注工作的好幫手。', 'Werkzeuge für konzentriertes Arbeiten.', 'Herramientas para trabajar con concentración.', 'Des outils pour travailler concentré.', 'Alat untuk kerja yang fokus.', 'Strumenti per lavorare concentrati.', '集中して働くための道具。', '집중해서 일하기 위한 도구.', 'Ferramentas para trabalhar com foco.', 'เครื่องมือเพื่อการทำงานอย่างมีสมาธิ', 'Mga gamit para sa nakatuong trabaho.', 'Dụng cụ cho công việc tập trung.'],

  // Groups of articles and pages
  Guides: ['指南', 'Ratgeber', 'Guías', 'Guides', 'Panduan', 'Guide', 'ガイド', '가이드', 'Guias', 'คู่มือ', 'Mga gabay', 'Hướng dẫn'],
  Stories: ['故事', 'Geschichten', 'Historias', 'Histoires', 'Cerita', 'Storie', 'ストーリー', '이야기', 'Histórias', 'เรื่องราว', 'Mga kuwento', 'Câu chuyện'],
  Help: ['幫助', 'Hilfe', 'Ayuda', 'Aide', 'Bantuan', 'Aiuto', 'ヘルプ', '도움말', 'Ajuda', 'ความช่วยเหลือ', 'Tulong', 'Trợ giúp'],
  'About us': ['關於我們', 'Über uns', 'Sobre nosotros', 'À propos', 'Tentang kami', 'Chi siamo', '私たちについて', '회사 소개', 'Sobre nós', 'เกี่ยวกับเรา', 'Tungkol sa amin', 'Về chúng tôi'],

  // Page titles
  'About the shop': ['關於本店', 'Über den Shop', 'Sobre la tienda', 'À propos de la boutique', 'Tentang toko', 'Il negozio', 'ショップについて', '상점 소개', 'Sobre a loja', 'เกี่ยวกับร้าน', 'Tungkol sa tindahan', 'Giới thiệu cửa hàng'],
  Shipping: ['運送說明', 'Versand', 'Envíos', 'Livraison', 'Pengiriman', 'Spedizione', '配送について', '배송 안내', 'Envio', 'การจัดส่ง', 'Pagpapadala', 'Vận chuyển'],
  Returns: ['退貨政策', 'Rückgabe', 'Devoluciones', 'Retours', 'Pengembalian', 'Resi', '返品について', '반품 안내', 'Devoluções', 'การคืนสินค้า', 'Pagbabalik', 'Đổi trả'],
  Privacy: ['隱私權政策', 'Datenschutz', 'Privacidad', 'Confidentialité', 'Privasi', 'Privacy', 'プライバシー', '개인정보 보호', 'Privacidade', 'ความเป็นส่วนตัว', 'Pagkapribado', 'Quyền riêng tư'],
  Lookbook: ['造型手冊', 'Lookbook', 'Lookbook', 'Lookbook', 'Lookbook', 'Lookbook', 'ルックブック', '룩북', 'Lookbook', 'ลุคบุ๊ก', 'Lookbook', 'Lookbook'],

  // Page bodies
  'This demo shop shows Shop Elements: custom elements that turn server-rendered pages into a store.': ['本示範商店展示 Shop Elements：將伺服器渲染的頁面變成商店的自訂元素。', 'Dieser Demo-Shop zeigt Shop Elements: Custom Elements, die serverseitig gerenderte Seiten in einen Shop verwandeln.', 'Esta tienda de demostración muestra Shop Elements: elementos personalizados que convierten páginas generadas en el servidor en una tienda.', 'Cette boutique de démonstration présente Shop Elements\u00a0: des éléments personnalisés qui transforment des pages rendues par le serveur en boutique.', 'Toko demo ini menampilkan Shop Elements: elemen kustom yang mengubah halaman hasil render server menjadi toko.', 'Questo negozio dimostrativo mostra Shop Elements: elementi personalizzati che trasformano pagine generate dal server in un negozio.', 'このデモショップは Shop Elements を紹介します。サーバーで描画したページをストアに変えるカスタム要素です。', '이 데모 상점은 Shop Elements를 보여 줍니다. 서버에서 렌더링한 페이지를 상점으로 바꾸는 커스텀 엘리먼트입니다.', 'Esta loja de demonstração mostra o Shop Elements: elementos personalizados que transformam páginas renderizadas no servidor em uma loja.', 'ร้านสาธิตนี้แสดง Shop Elements: คัสตอมเอลิเมนต์ที่เปลี่ยนหน้าที่เรนเดอร์จากเซิร์ฟเวอร์ให้เป็นร้านค้า', 'Ipinapakita ng demo shop na ito ang Shop Elements: mga custom element na ginagawang tindahan ang mga pahinang ni-render sa server.', 'Cửa hàng demo này giới thiệu Shop Elements: các custom element biến trang do máy chủ kết xuất thành cửa hàng.'],
  'We ship to most countries. Fees depend on the method and the destination.': ['我們配送至大多數國家，運費依配送方式和目的地而定。', 'Wir liefern in die meisten Länder. Die Kosten hängen von Versandart und Ziel ab.', 'Enviamos a la mayoría de los países. El coste depende del método y del destino.', 'Nous livrons dans la plupart des pays. Les frais dépendent du mode de livraison et de la destination.', 'Kami mengirim ke sebagian besar negara. Biaya tergantung metode dan tujuan.', 'Spediamo nella maggior parte dei paesi. I costi dipendono dal metodo e dalla destinazione.', 'ほとんどの国へ配送します。送料は配送方法と配送先によって異なります。', '대부분의 국가로 배송합니다. 배송비는 배송 방법과 목적지에 따라 다릅니다.', 'Enviamos para a maioria dos países. O frete depende do método e do destino.', 'เราจัดส่งไปยังเกือบทุกประเทศ ค่าส่งขึ้นอยู่กับวิธีจัดส่งและปลายทาง', 'Nagpapadala kami sa karamihan ng bansa. Nakadepende ang bayad sa paraan at destinasyon.', 'Chúng tôi giao hàng đến hầu hết các quốc gia. Phí tùy theo phương thức và nơi nhận.'],
  'Return unused items within 30 days for a refund or an exchange.': ['未使用的商品可在 30 天內退款或換貨。', 'Unbenutzte Artikel können Sie innerhalb von 30 Tagen zurückgeben, gegen Erstattung oder Umtausch.', 'Devuelve los artículos sin usar en un plazo de 30 días para obtener un reembolso o un cambio.', 'Retournez les articles non utilisés sous 30 jours pour un remboursement ou un échange.', 'Kembalikan barang yang belum dipakai dalam 30 hari untuk pengembalian dana atau penukaran.', 'Restituisci gli articoli non usati entro 30 giorni per un rimborso o un cambio.', '未使用の商品は30日以内であれば返金または交換できます。', '사용하지 않은 상품은 30일 이내에 환불 또는 교환할 수 있습니다.', 'Devolva itens não usados em até 30 dias para reembolso ou troca.', 'คืนสินค้าที่ยังไม่ได้ใช้ภายใน 30 วันเพื่อขอเงินคืนหรือเปลี่ยนสินค้า', 'Ibalik ang mga hindi nagamit na item sa loob ng 30 araw para sa refund o palit.', 'Trả lại sản phẩm chưa sử dụng trong vòng 30 ngày để được hoàn tiền hoặc đổi hàng.'],
  'We keep only what we need to deliver your order.': ['我們只保留配送訂單所需的資料。', 'Wir speichern nur, was wir für die Lieferung Ihrer Bestellung brauchen.', 'Solo guardamos lo necesario para entregar tu pedido.', 'Nous ne conservons que ce qui est nécessaire pour livrer votre commande.', 'Kami hanya menyimpan data yang diperlukan untuk mengirim pesanan Anda.', 'Conserviamo solo ciò che serve per consegnare il tuo ordine.', 'ご注文のお届けに必要な情報だけを保管します。', '주문 배송에 필요한 정보만 보관합니다.', 'Guardamos apenas o necessário para entregar seu pedido.', 'เราเก็บเฉพาะข้อมูลที่จำเป็นต่อการจัดส่งคำสั่งซื้อของคุณ', 'Iniingatan lang namin ang kailangan para maihatid ang iyong order.', 'Chúng tôi chỉ lưu những gì cần để giao đơn hàng của bạn.'],
  'A custom page assembled from shop elements.': ['由商店元素組成的自訂頁面。', 'Eine eigene Seite, aus Shop-Elementen zusammengesetzt.', 'Una página personalizada hecha con elementos de la tienda.', 'Une page personnalisée composée d\u2019éléments de la boutique.', 'Halaman kustom yang disusun dari elemen toko.', 'Una pagina personalizzata composta da elementi del negozio.', 'ショップの要素で組み立てたカスタムページです。', '상점 요소로 구성한 맞춤 페이지입니다.', 'Uma página personalizada montada com elementos da loja.', 'หน้าที่กำหนดเองซึ่งประกอบจากองค์ประกอบของร้าน', 'Isang custom na pahinang binuo mula sa mga elemento ng tindahan.', 'Trang tùy chỉnh được ghép từ các thành phần của cửa hàng.'],

  // Promotions (the first two are also hero eyebrows)
  'Summer sale': ['夏季特賣', 'Sommer-Sale', 'Rebajas de verano', "Soldes d'été", 'Obral musim panas', 'Saldi estivi', 'サマーセール', '여름 세일', 'Liquidação de verão', 'เซลฤดูร้อน', 'Sale sa tag-init', 'Giảm giá mùa hè'],
  '15% off the summer edit.': ['夏日精選八五折。', `15${P} Rabatt auf die Sommer-Auswahl.`, '15\u00a0% de descuento en la selección de verano.', `-15${P} sur la sélection d'été.`, 'Diskon 15% untuk pilihan musim panas.', '15% di sconto sulla selezione estiva.', 'サマーセレクションが15%オフ。', '여름 셀렉션 15% 할인.', '15% de desconto na seleção de verão.', 'ลด 15% สำหรับคอลเลกชันหน้าร้อน', '15% diskuwento sa koleksiyon sa tag-init.', 'Giảm 15% cho tuyển chọn mùa hè.'],
  'Tea week': ['茶之週', 'Teewoche', 'Semana del té', 'Semaine du thé', 'Pekan teh', 'Settimana del tè', 'ティーウィーク', '차 주간', 'Semana do chá', 'สัปดาห์ชา', 'Linggo ng tsaa', 'Tuần lễ trà'],
  '10% off everything for tea time.': ['午茶商品九折。', `10${P} Rabatt auf alles zur Teezeit.`, '10\u00a0% de descuento en todo para la hora del té.', `-10${P} sur tout pour l'heure du thé.`, 'Diskon 10% untuk semua perlengkapan minum teh.', "10% di sconto su tutto per l'ora del tè.", 'ティータイムの品がすべて10%オフ。', '티타임 상품 전체 10% 할인.', '10% de desconto em tudo para a hora do chá.', 'ลด 10% ทุกอย่างสำหรับเวลาน้ำชา', '10% diskuwento sa lahat para sa oras ng tsaa.', 'Giảm 10% mọi thứ cho giờ trà chiều.'],
  'Spring clearance': ['春季清倉', 'Frühjahrsräumung', 'Liquidación de primavera', 'Déstockage de printemps', 'Cuci gudang musim semi', 'Svendita di primavera', '春のクリアランス', '봄 재고 정리', 'Queima de estoque de primavera', 'ล้างสต็อกฤดูใบไม้ผลิ', 'Ubusan sa tagsibol', 'Xả hàng mùa xuân'],
  'This promotion has ended.': ['此活動已結束。', 'Diese Aktion ist beendet.', 'Esta promoción ha terminado.', 'Cette promotion est terminée.', 'Promo ini telah berakhir.', 'Questa promozione è terminata.', 'このキャンペーンは終了しました。', '종료된 프로모션입니다.', 'Esta promoção terminou.', 'โปรโมชันนี้สิ้นสุดแล้ว', 'Tapos na ang promo na ito.', 'Khuyến mãi này đã kết thúc.'],

  // Coupons (amounts in US dollars, written as each language writes them)
  '10% off your first order': ['首筆訂單九折', `10${P} auf Ihre erste Bestellung`, '10\u00a0% en tu primer pedido', `-10${P} sur votre première commande`, 'Diskon 10% untuk pesanan pertama', '10% sul tuo primo ordine', '初回注文が10%オフ', '첫 주문 10% 할인', '10% de desconto no primeiro pedido', 'ลด 10% สำหรับคำสั่งซื้อแรก', '10% diskuwento sa unang order', 'Giảm 10% cho đơn hàng đầu tiên'],
  '$5 off orders over $30': ['滿 US$30 折 US$5', '5\u00a0$ Rabatt ab 30\u00a0$ Bestellwert', '5\u00a0US$ de descuento en pedidos de más de 30\u00a0US$', '5\u00a0$US de remise dès 30\u00a0$US d\u2019achat', 'Potongan US$5 untuk pesanan di atas US$30', '5\u00a0USD di sconto sugli ordini oltre 30\u00a0USD', '$30以上のご注文で$5オフ', 'US$30 이상 주문 시 US$5 할인', 'US$\u00a05 de desconto em pedidos acima de US$\u00a030', 'ลด US$5 เมื่อสั่งซื้อเกิน US$30', '$5 diskuwento sa order na lampas $30', 'Giảm 5\u00a0US$ cho đơn trên 30\u00a0US$'],
  '20% off orders over $100': ['滿 US$100 打八折', `20${P} Rabatt ab 100\u00a0$ Bestellwert`, '20\u00a0% de descuento en pedidos de más de 100\u00a0US$', `-20${P} dès 100\u00a0$US d\u2019achat`, 'Diskon 20% untuk pesanan di atas US$100', '20% di sconto sugli ordini oltre 100\u00a0USD', '$100以上のご注文で20%オフ', 'US$100 이상 주문 시 20% 할인', '20% de desconto em pedidos acima de US$\u00a0100', 'ลด 20% เมื่อสั่งซื้อเกิน US$100', '20% diskuwento sa order na lampas $100', 'Giảm 20% cho đơn trên 100\u00a0US$'],
  '15% off (expired)': ['八五折（已過期）', `15${P} Rabatt (abgelaufen)`, '15\u00a0% de descuento (caducado)', `-15${P} (expiré)`, 'Diskon 15% (kedaluwarsa)', '15% di sconto (scaduto)', '15%オフ（期限切れ）', '15% 할인 (만료됨)', '15% de desconto (expirado)', 'ลด 15% (หมดอายุ)', '15% diskuwento (expired na)', 'Giảm 15% (đã hết hạn)'],

  // Shipping and payment methods
  Standard: ['標準配送', 'Standardversand', 'Envío estándar', 'Livraison standard', 'Pengiriman reguler', 'Spedizione standard', '通常配送', '일반 배송', 'Envio padrão', 'ส่งแบบปกติ', 'Karaniwang padala', 'Giao hàng tiêu chuẩn'],
  Express: ['快遞', 'Expressversand', 'Envío exprés', 'Livraison express', 'Pengiriman ekspres', 'Spedizione espressa', 'お急ぎ便', '빠른 배송', 'Envio expresso', 'ส่งด่วน', 'Express na padala', 'Giao hàng nhanh'],
  'Store pick-up (Hong Kong)': ['門市自取（香港）', 'Abholung im Laden (Hongkong)', 'Recogida en tienda (Hong Kong)', 'Retrait en magasin (Hong Kong)', 'Ambil di toko (Hong Kong)', 'Ritiro in negozio (Hong Kong)', '店舗受け取り（香港）', '매장 픽업 (홍콩)', 'Retirada na loja (Hong Kong)', 'รับที่ร้าน (ฮ่องกง)', 'Pick-up sa tindahan (Hong Kong)', 'Nhận tại cửa hàng (Hồng Kông)'],
  'Card (test provider)': ['信用卡（測試）', 'Karte (Testanbieter)', 'Tarjeta (proveedor de prueba)', 'Carte (prestataire de test)', 'Kartu (penyedia uji)', 'Carta (fornitore di prova)', 'カード（テスト用）', '카드 (테스트 결제)', 'Cartão (provedor de teste)', 'บัตร (ผู้ให้บริการทดสอบ)', 'Card (pansubok na provider)', 'Thẻ (nhà cung cấp thử nghiệm)'],
  'Cash on delivery': ['貨到付款', 'Nachnahme', 'Contra reembolso', 'Paiement à la livraison', 'Bayar di tempat (COD)', 'Contrassegno', '代金引換', '수령 시 결제', 'Pagamento na entrega', 'เก็บเงินปลายทาง', 'Bayad pagdating (COD)', 'Thanh toán khi nhận hàng'],
  'Bank transfer': ['銀行轉帳', 'Banküberweisung', 'Transferencia bancaria', 'Virement bancaire', 'Transfer bank', 'Bonifico bancario', '銀行振込', '계좌 이체', 'Transferência bancária', 'โอนเงินผ่านธนาคาร', 'Paglipat sa bangko', 'Chuyển khoản ngân hàng'],

  // The home page's hero slides
  Collection: ['系列', 'Kollektion', 'Colección', 'Collection', 'Koleksi', 'Collezione', 'コレクション', '컬렉션', 'Coleção', 'คอลเลกชัน', 'Koleksiyon', 'Bộ sưu tập'],
  'Linen for long, warm days': ['為漫長夏日準備的亞麻', 'Leinen für lange, warme Tage', 'Lino para días largos y cálidos', 'Du lin pour les longues journées chaudes', 'Linen untuk hari-hari yang hangat', 'Lino per giornate lunghe e calde', '長く暖かな日のためのリネン', '길고 따뜻한 날을 위한 리넨', 'Linho para dias longos e quentes', 'ผ้าลินินสำหรับวันยาวที่อบอุ่น', 'Linen para sa mahahabang mainit na araw', 'Vải lanh cho những ngày dài ấm áp'],
  'Shirts, tees and totes from the Linen line, 15% off for a few weeks.': ['Linen 系列的襯衫、T恤和托特包，限時八五折。', `Hemden, T-Shirts und Taschen der Linen-Linie, einige Wochen lang ${'15' + P} günstiger.`, 'Camisas, camisetas y bolsos de la línea Linen, con un 15\u00a0% de descuento durante unas semanas.', `Chemises, t-shirts et cabas de la ligne Linen, à -15${P} pendant quelques semaines.`, 'Kemeja, kaus, dan tas jinjing dari lini Linen, diskon 15% selama beberapa minggu.', 'Camicie, magliette e borse della linea Linen, scontate del 15% per qualche settimana.', 'Linenラインのシャツ、Tシャツ、トートバッグが数週間限定で15%オフ。', 'Linen 라인의 셔츠, 티셔츠, 토트백을 몇 주간 15% 할인합니다.', 'Camisas, camisetas e bolsas da linha Linen, com 15% de desconto por algumas semanas.', 'เสื้อเชิ้ต เสื้อยืด และกระเป๋าโท้ทจากไลน์ Linen ลด 15% ในช่วงไม่กี่สัปดาห์นี้', 'Mga polo, t-shirt at tote mula sa Linen line, 15% diskuwento sa loob ng ilang linggo.', 'Áo sơ mi, áo thun và túi tote dòng Linen, giảm 15% trong vài tuần.'],
  'Shop the sale': ['選購特價商品', 'Zum Sale', 'Ver las rebajas', 'Voir les soldes', 'Belanja promo', 'Scopri i saldi', 'セールを見る', '세일 상품 보기', 'Ver a liquidação', 'ช้อปสินค้าลดราคา', 'Mamili sa sale', 'Mua hàng giảm giá'],
  'Slow afternoons, good tea': ['悠閒午後，好茶相伴', 'Ruhige Nachmittage, guter Tee', 'Tardes tranquilas, buen té', 'Après-midi paisibles, bon thé', 'Sore santai, teh nikmat', 'Pomeriggi lenti, buon tè', 'ゆったりした午後に、おいしいお茶を', '여유로운 오후, 좋은 차', 'Tardes tranquilas, bom chá', 'บ่ายสบาย ๆ กับชาดี ๆ', 'Mabagal na hapon, masarap na tsaa', 'Chiều thong thả, trà ngon'],
  'Teapots, mugs and bowls for tea time, 10% off this week.': ['午茶時光的茶壺、馬克杯和碗，本週九折。', `Teekannen, Becher und Schalen für die Teezeit, diese Woche ${'10' + P} günstiger.`, 'Teteras, tazas y cuencos para la hora del té, con un 10\u00a0% de descuento esta semana.', `Théières, tasses et bols pour l'heure du thé, à -10${P} cette semaine.`, 'Teko, mug, dan mangkuk untuk waktu minum teh, diskon 10% minggu ini.', "Teiere, tazze e ciotole per l'ora del tè, scontate del 10% questa settimana.", 'ティータイムのティーポット、マグ、ボウルが今週10%オフ。', '티타임을 위한 찻주전자, 머그, 볼을 이번 주 10% 할인합니다.', 'Bules, canecas e tigelas para a hora do chá, com 10% de desconto nesta semana.', 'กาน้ำชา แก้วมัค และชามสำหรับเวลาน้ำชา ลด 10% สัปดาห์นี้', 'Mga tsarera, tasa at mangkok para sa oras ng tsaa, 10% diskuwento ngayong linggo.', 'Ấm trà, cốc và bát cho giờ trà chiều, giảm 10% tuần này.'],
  'See tea week': ['查看茶之週', 'Zur Teewoche', 'Ver la semana del té', 'Voir la semaine du thé', 'Lihat pekan teh', 'Scopri la settimana del tè', 'ティーウィークを見る', '차 주간 보기', 'Ver a semana do chá', 'ดูสัปดาห์ชา', 'Tingnan ang linggo ng tsaa', 'Xem tuần lễ trà'],
  'A desk that helps you focus': ['讓你專注的書桌', 'Ein Schreibtisch für mehr Fokus', 'Un escritorio que te ayuda a concentrarte', 'Un bureau qui aide à se concentrer', 'Meja yang membantu Anda fokus', 'Una scrivania che aiuta a concentrarsi', '集中できるデスク', '집중을 돕는 책상', 'Uma mesa que ajuda a focar', 'โต๊ะทำงานที่ช่วยให้มีสมาธิ', 'Mesang tutulong sa iyong mag-focus', 'Góc làm việc giúp bạn tập trung'],
  'A lamp, a notebook and a pen that last: our desk essentials.': ['經久耐用的檯燈、筆記本和鋼筆：書桌必備。', 'Eine Lampe, ein Notizbuch und ein Füller, die lange halten: unsere Schreibtisch-Basics.', 'Una lámpara, un cuaderno y una pluma que duran: nuestros básicos de escritorio.', 'Une lampe, un carnet et un stylo qui durent\u00a0: nos essentiels du bureau.', 'Lampu, buku catatan, dan pena yang awet: perlengkapan meja kerja kami.', 'Una lampada, un quaderno e una penna che durano: i nostri essenziali da scrivania.', '長く使えるランプ、ノート、ペン。デスクの必需品です。', '오래 쓰는 램프, 노트, 펜: 데스크 필수품.', 'Uma luminária, um caderno e uma caneta que duram: nossos essenciais para a mesa.', 'โคมไฟ สมุดโน้ต และปากกาที่ใช้ได้นาน: ของจำเป็นบนโต๊ะทำงานของเรา', 'Isang lampara, kuwaderno at panulat na tatagal: ang aming mga kailangan sa mesa.', 'Đèn, sổ tay và bút bền lâu: vật dụng bàn làm việc của chúng tôi.'],
  'Shop desk essentials': ['選購書桌必備', 'Schreibtisch-Basics entdecken', 'Comprar básicos de escritorio', 'Voir les essentiels du bureau', 'Belanja perlengkapan meja', 'Acquista gli essenziali', 'デスクの必需品を見る', '데스크 필수품 쇼핑', 'Comprar essenciais', 'ช้อปของจำเป็นบนโต๊ะ', 'Mamili ng mga kailangan sa mesa', 'Mua vật dụng bàn làm việc'],
};

/**
 * A product's description in the twelve, as seed.ts composes it in en, zh and zh-HK: the
 * product's name as the catalogue writes it (English, a brand-like name; Taiwan the Hong Kong
 * name) and the line's name, a proper name everywhere.
 */
export function productDescription(name: T3, style: T3): { en: string; zh: string; zhHK: string; twelve: Twelve } {
  const [n, s] = [name[0], style[0]];
  return {
    en: `${n}, made to last. Part of our ${s} line.`,
    zh: `经久耐用的${name[1]}，属于${style[1]}系列。`,
    zhHK: `經久耐用的${name[2]}，屬於${style[2]}系列。`,
    twelve: [
      `經久耐用的${name[2]}，屬於${style[2]}系列。`,
      `${n}: gemacht, um lange zu halten. Aus unserer ${s}-Linie.`,
      `${n}: un artículo hecho para durar, de nuestra línea ${s}.`,
      `${n}\u00a0: un article fait pour durer, de notre ligne ${s}.`,
      `${n}, dibuat awet. Bagian dari lini ${s} kami.`,
      `${n}: un articolo fatto per durare, della nostra linea ${s}.`,
      `長く使える${n}。${s}ラインのアイテムです。`,
      `오래 쓰는 ${n}. ${s} 라인의 제품입니다.`,
      `${n}: um item feito para durar, da nossa linha ${s}.`,
      `${n} ผลิตมาให้ใช้ได้นาน เป็นส่วนหนึ่งของไลน์ ${s}`,
      `${n}, gawa para tumagal. Bahagi ng aming ${s} line.`,
      `${n}, bền bỉ theo thời gian. Thuộc dòng ${s} của chúng tôi.`,
    ],
  };
}

/** Every product description the seed writes, keyed by its English (for migration 16). */
export function productDescriptions(): Record<string, Twelve> {
  const out: Record<string, Twelve> = {};
  for (const style of styles) for (const item of items) {
    const d = productDescription(productName(style.name, item.name), style.name);
    out[d.en] = d.twelve;
  }
  return out;
}

/** A product's name: the line's name and the item's, in en, zh and zh-HK. */
export const productName = (style: T3, item: T3): T3 => [`${style[0]} ${item[0]}`, `${style[1]}${item[1]}`, `${style[2]}${item[2]}`];

/** A text of the seed in every interface language: the T3's three and the table's twelve. */
export function everyLanguage([en, zh, zhHK]: T3): Record<ContentLocale, string> {
  const twelve = seedWords[en];
  if (!twelve) throw new Error(`No translations of the seed's "${en}" (demo/seed/translations.ts)`);
  const out = { en, zh, 'zh-HK': zhHK } as Record<ContentLocale, string>;
  OTHER_LANGUAGES.forEach((language, i) => (out[language] = twelve[i]!));
  return out;
}

/** everyLanguage() as the JSON a translated column holds. */
export const allLanguages = (words: T3): string => JSON.stringify(everyLanguage(words));
