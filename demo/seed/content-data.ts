/** Articles, authors, pages, promotions, coupons, shipping and payment methods of the seed shop. */
import type { T3 } from './catalogue-data.ts';

export const authors: { name: string; bio: T3 }[] = [
  { name: 'Mei Chan', bio: ['Buyer for home goods.', '家居用品买手。', '家居用品買手。'] },
  { name: 'Oliver Grant', bio: ['Writes about materials.', '专注写材料的作者。', '專注寫材料的作者。'] },
  { name: 'Lin Wei', bio: ['Tea lover and editor.', '爱茶的编辑。', '愛茶的編輯。'] },
];

/** Groups of articles and of static pages (migration 4 creates the same rows). */
export const contentCategories: { kind: 'article' | 'page'; slug: string; name: T3 }[] = [
  { kind: 'article', slug: 'guides', name: ['Guides', '指南', '指南'] },
  { kind: 'article', slug: 'stories', name: ['Stories', '故事', '故事'] },
  { kind: 'page', slug: 'help', name: ['Help', '帮助', '幫助'] },
  { kind: 'page', slug: 'company', name: ['About us', '关于我们', '關於我們'] },
];

export const articles: { slug: string; author: number; category: string; title: T3; summary: T3; body: T3 }[] = [
  { slug: 'caring-for-linen', author: 1, category: 'guides', title: ['Caring for linen', '亚麻衣物的护理', '亞麻衣物的護理'], summary: ['Wash cool, dry flat, enjoy for years.', '冷水洗涤，平铺晾干，穿上多年。', '冷水洗滌，平鋪晾乾，穿上多年。'], body: ['Linen softens with every wash. Use cool water and a mild soap, and dry it flat in the shade.', '亚麻每洗一次都会更柔软。请用冷水和温和的肥皂，并在阴凉处平铺晾干。', '亞麻每洗一次都會更柔軟。請用冷水和溫和的肥皂，並在陰涼處平鋪晾乾。'] },
  { slug: 'brewing-oolong', author: 2, category: 'guides', title: ['Brewing oolong at home', '在家冲泡乌龙茶', '在家沖泡烏龍茶'], summary: ['Short steeps, hot water, many rounds.', '短时间浸泡，热水，多次冲泡。', '短時間浸泡，熱水，多次沖泡。'], body: ['Warm the teapot, rinse the leaves once, then steep for thirty seconds and add ten with each round.', '先温壶，洗茶一次，然后浸泡三十秒，每泡增加十秒。', '先溫壺，洗茶一次，然後浸泡三十秒，每泡增加十秒。'] },
  { slug: 'a-desk-that-works', author: 0, category: 'guides', title: ['A desk that works', '好用的书桌', '好用的書桌'], summary: ['Light from the left, paper within reach.', '光从左边来，纸笔触手可及。', '光從左邊來，紙筆觸手可及。'], body: ['Place the lamp opposite your writing hand and keep one notebook open for the day.', '把台灯放在写字手的对侧，并为当天留一本打开的笔记本。', '把枱燈放在寫字手的對側，並為當天留一本打開的筆記簿。'] },
  { slug: 'nordic-colours', author: 1, category: 'stories', title: ['Nordic colours', '北欧色彩', '北歐色彩'], summary: ['Why muted greens feel calm.', '为什么柔和的绿色让人平静。', '為甚麼柔和的綠色讓人平靜。'], body: ['Muted greens and blues echo long northern evenings; they pair with wood and wool.', '柔和的绿与蓝呼应北方漫长的黄昏，与木和羊毛相配。', '柔和的綠與藍呼應北方漫長的黃昏，與木和羊毛相配。'] },
  { slug: 'gift-wrapping', author: 2, category: 'guides', title: ['Wrapping gifts without plastic', '无塑料礼物包装', '無塑膠禮物包裝'], summary: ['Cloth, string and a tag.', '布、绳子和一张卡片。', '布、繩子和一張卡片。'], body: ['A scarf makes a wrapping that is also a present. Tie it with cotton string.', '一条围巾既是包装也是礼物。用棉绳系好即可。', '一條圍巾既是包裝也是禮物。用棉繩繫好即可。'] },
  { slug: 'choosing-a-fountain-pen', author: 0, category: 'guides', title: ['Choosing a fountain pen', '如何选择钢笔', '如何選擇鋼筆'], summary: ['Fine nibs for small hands.', '细笔尖适合字小的人。', '細筆尖適合字小的人。'], body: ['Start with a fine steel nib and a converter, so you can try many inks.', '从细钢笔尖加吸墨器开始，这样可以尝试多种墨水。', '從細鋼筆尖加吸墨器開始，這樣可以嘗試多種墨水。'] },
  { slug: 'harbour-mornings', author: 2, category: 'stories', title: ['Harbour mornings', '港湾的早晨', '港灣的早晨'], summary: ['The story behind our Harbour line.', '港湾系列背后的故事。', '港灣系列背後的故事。'], body: ['Our Harbour line began with a sketchbook and a ferry ride at dawn.', '港湾系列始于一本速写本和一次黎明的渡轮之旅。', '港灣系列始於一本速寫簿和一次黎明的渡輪之旅。'] },
  { slug: 'packing-light', author: 1, category: 'stories', title: ['Packing light', '轻装出行', '輕裝出行'], summary: ['Three tops, one tote, one week.', '三件上衣，一个包，一周。', '三件上衣，一個袋，一星期。'], body: ['Choose tops in one palette so everything matches, and carry a tote that folds flat.', '选择同一色系的上衣，让所有衣物都能搭配，再带一个可折叠的手提袋。', '選擇同一色系的上衣，讓所有衣物都能配搭，再帶一個可摺疊的手提袋。'] },
];

export const pages: { slug: string; category: string; custom?: boolean; title: T3; body: T3 }[] = [
  { slug: 'about', category: 'company', title: ['About the shop', '关于本店', '關於本店'], body: ['This demo shop shows Shop Elements: custom elements that turn server-rendered pages into a store.', '本示例商店展示 Shop Elements：把服务器渲染的页面变成商店的自定义元素。', '本示範商店展示 Shop Elements：把伺服器渲染的頁面變成商店的自訂元素。'] },
  { slug: 'shipping', category: 'help', title: ['Shipping', '配送说明', '運送說明'], body: ['We ship to most countries. Fees depend on the method and the destination.', '我们配送至大多数国家，运费取决于配送方式和目的地。', '我們運送至大多數國家，運費取決於運送方式和目的地。'] },
  { slug: 'returns', category: 'help', title: ['Returns', '退货政策', '退貨政策'], body: ['Return unused items within 30 days for a refund or an exchange.', '未使用的商品可在 30 天内退款或换货。', '未使用的貨品可在 30 天內退款或換貨。'] },
  { slug: 'privacy', category: 'help', title: ['Privacy', '隐私政策', '私隱政策'], body: ['We keep only what we need to deliver your order.', '我们只保留配送订单所需的信息。', '我們只保留運送訂單所需的資料。'] },
  { slug: 'lookbook', category: 'company', custom: true, title: ['Lookbook', '造型手册', '造型手冊'], body: ['A custom page assembled from shop elements.', '由商店元素组成的自定义页面。', '由商店元素組成的自訂頁面。'] },
];

export const promotions: { slug: string; title: T3; description: T3; percentOff: number; collection: string; days: [from: number, to: number] }[] = [
  { slug: 'summer-sale', title: ['Summer sale', '夏季特卖', '夏季特賣'], description: ['15% off the summer edit.', '夏日精选八五折。', '夏日精選八五折。'], percentOff: 15, collection: 'summer-edit', days: [-10, 60] },
  { slug: 'tea-week', title: ['Tea week', '茶之周', '茶之週'], description: ['10% off everything for tea time.', '下午茶商品九折。', '下午茶貨品九折。'], percentOff: 10, collection: 'tea-time', days: [-3, 30] },
  { slug: 'spring-clearance', title: ['Spring clearance', '春季清仓', '春季清貨'], description: ['This promotion has ended.', '此活动已结束。', '此活動已結束。'], percentOff: 30, collection: 'desk-essentials', days: [-120, -60] },
];

/** Amounts in cents for fixed coupons, in percent for percent coupons. */
/** `perCustomer` and `total` cap how many orders may use the coupon (none when absent). */
export const coupons: { code: string; title: T3; kind: 'percent' | 'fixed'; amount: number; minSpend: number; days: number; perCustomer?: number; total?: number }[] = [
  { code: 'WELCOME10', title: ['10% off your first order', '首单九折', '首單九折'], kind: 'percent', amount: 10, minSpend: 0, days: 365, perCustomer: 1 },
  { code: 'SAVE5', title: ['$5 off orders over $30', '满 30 美元减 5 美元', '滿 30 美元減 5 美元'], kind: 'fixed', amount: 500, minSpend: 3000, days: 90 },
  { code: 'BIG20', title: ['20% off orders over $100', '满 100 美元八折', '滿 100 美元八折'], kind: 'percent', amount: 20, minSpend: 10000, days: 30 },
  { code: 'OLD15', title: ['15% off (expired)', '八五折（已过期）', '八五折（已過期）'], kind: 'percent', amount: 15, minSpend: 0, days: -1 },
];

export const shippingMethods: { code: string; name: T3; days: string; rates: Record<string, number> }[] = [
  { code: 'standard', name: ['Standard', '标准配送', '標準運送'], days: '5-8', rates: { US: 500, CN: 800, HK: 600, '*': 1500 } },
  { code: 'express', name: ['Express', '快递', '速遞'], days: '1-3', rates: { US: 1500, CN: 2000, HK: 1200, '*': 3500 } },
  { code: 'pickup', name: ['Store pick-up (Hong Kong)', '门店自提（香港）', '門市自取（香港）'], days: '0-1', rates: { HK: 0 } },
];

export const paymentMethods: { code: string; name: T3; enabled: boolean }[] = [
  { code: 'test-card', name: ['Card (test provider)', '银行卡（测试）', '信用卡（測試）'], enabled: true },
  { code: 'cod', name: ['Cash on delivery', '货到付款', '貨到付款'], enabled: true },
  { code: 'bank-transfer', name: ['Bank transfer', '银行转账', '銀行轉帳'], enabled: false },
];

export const reviewTexts: T3[] = [
  ['Lovely quality, exactly as pictured.', '质量很好，和图片一样。', '質素很好，和圖片一樣。'],
  ['Good value, arrived quickly.', '性价比高，到货很快。', '性價比高，到貨很快。'],
  ['Nice, but the colour is a little darker.', '不错，但颜色稍深。', '不錯，但顏色稍深。'],
  ['Would buy again.', '会再次购买。', '會再次購買。'],
];
export const reviewers = ['Ada', 'Ben', 'Chloe', 'Dev', '小明', '阿玲'];
