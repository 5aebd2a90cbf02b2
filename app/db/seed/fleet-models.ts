import type { LocalizedText } from '../schema';
import type { BodyStyle } from './art/car-profiles';

export type ModelSeed = {
  referenceNo: string;
  brand: string;
  name: string;
  vehicleType: string;
  bodyStyle: BodyStyle;
  seats: number;
  passengers: number;
  luggage: number;
  doors: number;
  airConditioned?: boolean;
  transmission: 'Automatic' | 'Manual';
  popular?: boolean;
  /** Retired models stay for old bookings but are no longer offered. */
  active?: boolean;
  /** Illustration paint; `cargo` draws a panel van. */
  colour: string;
  cargo?: boolean;
  /** Per-day prices in AED for the daily, weekly and monthly tiers; all zero means 'on enquiry'. */
  rates: [daily: number, weekly: number, monthly: number];
  description: LocalizedText;
};

const m = (
  referenceNo: string,
  brand: string,
  name: string,
  vehicleType: string,
  bodyStyle: BodyStyle,
  [seats, passengers, luggage, doors]: [number, number, number, number],
  transmission: 'Automatic' | 'Manual',
  colour: string,
  rates: [number, number, number],
  description: LocalizedText,
  extra: Partial<Pick<ModelSeed, 'popular' | 'active' | 'cargo' | 'airConditioned'>> = {},
): ModelSeed => ({
  referenceNo,
  brand,
  name,
  vehicleType,
  bodyStyle,
  seats,
  passengers,
  luggage,
  doors,
  transmission,
  colour,
  rates,
  description,
  ...extra,
});

export const modelSeeds: ModelSeed[] = [
  m('RAC-0001', 'Kia', 'Picanto', 'Compact', 'hatchback', [5, 4, 1, 5], 'Automatic', '#c0392b', [89, 79, 55], {
    en: 'A nimble city hatchback that slips into the tightest parking spaces and sips fuel. Ideal for short errands around town.',
    ar: 'سيارة هاتشباك صغيرة ورشيقة تدخل أضيق المواقف وتستهلك القليل من الوقود، مثالية للمشاوير القصيرة داخل المدينة.',
  }),
  m('RAC-0002', 'Suzuki', 'Swift', 'Compact', 'hatchback', [5, 4, 1, 5], 'Manual', '#2563eb', [95, 82, 58], {
    en: 'A lively hatchback with a manual gearbox for drivers who enjoy being in control. Light, economical and easy to park.',
    ar: 'هاتشباك حيوية بناقل حركة يدوي لمن يحب التحكم الكامل في القيادة، خفيفة واقتصادية وسهلة الركن.',
  }),
  m(
    'RAC-0003',
    'Nissan',
    'Sunny',
    'Economy',
    'sedan',
    [5, 5, 2, 4],
    'Automatic',
    '#eef1f4',
    [99.95, 89, 65],
    {
      en: 'The UAE favourite for everyday driving: roomy, reliable and very light on fuel. A sensible choice for daily commutes.',
      ar: 'السيارة المفضلة في الإمارات للقيادة اليومية: رحبة وموثوقة واقتصادية جداً في استهلاك الوقود، خيار مثالي للتنقل اليومي.',
    },
    { popular: true },
  ),
  m(
    'RAC-0004',
    'Toyota',
    'Yaris',
    'Economy',
    'sedan',
    [5, 5, 2, 4],
    'Automatic',
    '#b8c0c8',
    [109, 95, 69],
    {
      en: 'A compact Toyota saloon with a proven record for reliability and a comfortable ride. Great value for weekly hires.',
      ar: 'سيارة سيدان مدمجة من تويوتا معروفة بموثوقيتها وراحة قيادتها، قيمة ممتازة للإيجار الأسبوعي.',
    },
    { popular: true },
  ),
  m('RAC-0005', 'Kia', 'Pegas', 'Economy', 'sedan', [5, 5, 2, 4], 'Manual', '#9aa5b1', [99, 85, 60], {
    en: 'An honest, no-frills saloon with a manual gearbox and a generous boot. One of the most affordable ways to get around.',
    ar: 'سيدان عملية بلا تعقيد مع ناقل حركة يدوي وصندوق أمتعة واسع، من أوفر الخيارات للتنقل.',
  }),
  m('RAC-0006', 'Hyundai', 'Accent', 'Economy', 'sedan', [5, 5, 2, 4], 'Automatic', '#7a1f2b', [105, 92, 66], {
    en: 'A well-equipped economy saloon with a smooth automatic gearbox and Apple CarPlay. Comfortable on the highway between emirates.',
    ar: 'سيدان اقتصادية مجهزة جيداً بناقل حركة أوتوماتيكي سلس ودعم Apple CarPlay، مريحة على الطرق السريعة بين الإمارات.',
  }),
  m(
    'RAC-0007',
    'MG',
    '5',
    'Economy',
    'sedan',
    [5, 5, 2, 4],
    'Automatic',
    '#1e3a5f',
    [115, 99, 72],
    {
      en: 'A stylish saloon with a large touchscreen, cruise control and a spacious cabin for its class.',
      ar: 'سيدان أنيقة بشاشة لمس كبيرة ومثبت سرعة ومقصورة واسعة مقارنة بفئتها.',
    },
    { popular: true },
  ),
  m(
    'RAC-0008',
    'Toyota',
    'Corolla',
    'Intermediate',
    'sedan',
    [5, 5, 3, 4],
    'Automatic',
    '#f4f5f7',
    [139, 119, 85],
    {
      en: 'The world’s best-selling saloon, with Toyota Safety Sense and a quiet, refined cabin. A dependable choice for any trip.',
      ar: 'السيدان الأكثر مبيعاً في العالم مع نظام تويوتا للسلامة ومقصورة هادئة ومريحة، خيار يعتمد عليه في أي رحلة.',
    },
    { popular: true },
  ),
  m('RAC-0009', 'MG', '6', 'Intermediate', 'sedan', [5, 5, 3, 4], 'Automatic', '#b91c1c', [135, 115, 82], {
    en: 'A sporty fastback saloon with a turbocharged engine and a long list of standard features.',
    ar: 'سيدان رياضية بتصميم فاست باك ومحرك تيربو وقائمة طويلة من التجهيزات القياسية.',
  }),
  m(
    'RAC-0010',
    'Toyota',
    'Camry',
    'Standard',
    'sedan',
    [5, 5, 3, 4],
    'Automatic',
    '#4b5563',
    [179, 155, 110],
    {
      en: 'A spacious, refined saloon that is equally at home on business trips and family weekends. Generous rear legroom and boot.',
      ar: 'سيدان واسعة وراقية تناسب رحلات العمل وعطلات العائلة على حد سواء، مع مساحة كبيرة للأرجل في الخلف وصندوق واسع.',
    },
    { popular: true },
  ),
  m('RAC-0011', 'Nissan', 'Altima', 'Standard', 'sedan', [5, 5, 3, 4], 'Automatic', '#eef1f4', [169, 149, 105], {
    en: 'A comfortable mid-size saloon with supportive Zero Gravity seats, made for long drives across the Emirates.',
    ar: 'سيدان متوسطة الحجم مريحة بمقاعد Zero Gravity الداعمة، مصممة للرحلات الطويلة بين الإمارات.',
  }),
  m('RAC-0012', 'Kia', 'K5', 'Standard', 'sedan', [5, 5, 3, 4], 'Automatic', '#1f2328', [165, 145, 99.5], {
    en: 'A sharply styled saloon with a wide digital display and smart driver assistance. Good looks and good value together.',
    ar: 'سيدان بتصميم عصري وشاشة رقمية عريضة وأنظمة ذكية لمساعدة السائق، تجمع بين الأناقة والقيمة.',
  }),
  m('RAC-0013', 'Hyundai', 'Sonata', 'Standard', 'sedan', [5, 5, 3, 4], 'Automatic', '#b8c0c8', [169, 145, 102], {
    en: 'A quiet, well-appointed saloon with plenty of space for five adults and their luggage.',
    ar: 'سيدان هادئة ومجهزة بعناية تتسع لخمسة بالغين وأمتعتهم براحة.',
  }),
  m('RAC-0014', 'Lexus', 'ES 350', 'Premium', 'luxury-sedan', [5, 5, 3, 4], 'Automatic', '#6b7280', [299, 265, 199], {
    en: 'Effortless V6 power, a hushed cabin and Lexus craftsmanship. A premium saloon for clients and special occasions.',
    ar: 'قوة محرك V6 ومقصورة هادئة وجودة تصنيع لكزس، سيدان فاخرة لاستقبال العملاء والمناسبات الخاصة.',
  }),
  m(
    'RAC-0015',
    'Mercedes-Benz',
    'C-Class',
    'Premium',
    'luxury-sedan',
    [5, 4, 2, 4],
    'Automatic',
    '#eef1f4',
    [349, 299, 229],
    {
      en: 'A compact executive saloon with a beautifully finished interior and the latest MBUX infotainment.',
      ar: 'سيدان تنفيذية مدمجة بمقصورة رائعة التشطيب وأحدث نظام MBUX للمعلومات والترفيه.',
    },
  ),
  m(
    'RAC-0016',
    'Dodge',
    'Charger',
    'Full Size',
    'luxury-sedan',
    [5, 5, 3, 4],
    'Automatic',
    '#1f2328',
    [249, 219, 165],
    {
      en: 'A bold American full-size saloon with a muscular stance and a roomy five-seat cabin.',
      ar: 'سيدان أمريكية كاملة الحجم بحضور قوي ومقصورة واسعة تتسع لخمسة ركاب.',
    },
  ),
  m(
    'RAC-0017',
    'MG',
    'ZS',
    'SUV Standard',
    'suv',
    [5, 5, 3, 5],
    'Automatic',
    '#2f5d50',
    [149, 129, 89],
    {
      en: 'A practical compact SUV with a high driving position and a versatile boot. Perfect for families on a budget.',
      ar: 'سيارة دفع رباعي مدمجة وعملية بوضعية قيادة مرتفعة وصندوق متعدد الاستخدامات، مثالية للعائلات بميزانية معقولة.',
    },
    { popular: true },
  ),
  m('RAC-0018', 'Skoda', 'Kushaq', 'SUV Standard', 'suv', [5, 5, 3, 5], 'Automatic', '#d97706', [159, 139, 95], {
    en: 'A well-built compact SUV with a punchy turbo engine and clever storage throughout the cabin.',
    ar: 'سيارة دفع رباعي مدمجة متينة الصنع بمحرك تيربو نشيط ومساحات تخزين ذكية في أرجاء المقصورة.',
  }),
  m(
    'RAC-0019',
    'VOLKSWAGEN',
    'Tiguan',
    'SUV Standard',
    'suv',
    [5, 5, 4, 5],
    'Automatic',
    '#b8c0c8',
    [199, 175, 129.95],
    {
      en: 'A refined German SUV with a large boot, a digital cockpit and a composed ride on every road.',
      ar: 'سيارة دفع رباعي ألمانية راقية بصندوق كبير وقمرة قيادة رقمية وثبات مريح على جميع الطرق.',
    },
  ),
  m(
    'RAC-0020',
    'Mitsubishi',
    'Pajero',
    'SUV Standard',
    'large-suv',
    [7, 7, 3, 5],
    'Automatic',
    '#eef1f4',
    [229, 199, 145],
    {
      en: 'A tough seven-seater with proven four-wheel drive, at home on the highway and on the way to Hatta or Jebel Jais.',
      ar: 'سيارة متينة بسبعة مقاعد ونظام دفع رباعي مجرب، تناسب الطرق السريعة والرحلات إلى حتا وجبل جيس.',
    },
  ),
  m(
    'RAC-0021',
    'Toyota',
    'Fortuner',
    'SUV Standard',
    'large-suv',
    [7, 7, 3, 5],
    'Automatic',
    '#4b5563',
    [249, 215, 159],
    {
      en: 'A rugged seven-seat SUV with real off-road ability and the reliability Toyota is known for.',
      ar: 'سيارة دفع رباعي قوية بسبعة مقاعد وقدرات حقيقية على الطرق الوعرة وموثوقية تويوتا المعروفة.',
    },
  ),
  m(
    'RAC-0022',
    'Nissan',
    'Patrol',
    'SUV Premium',
    'large-suv',
    [7, 7, 4, 5],
    'Automatic',
    '#f4f5f7',
    [499, 449, 329],
    {
      en: 'The icon of the UAE’s roads: a powerful V8, a commanding view and room for seven in comfort.',
      ar: 'أيقونة الطرق في الإمارات: محرك V8 قوي ورؤية مرتفعة ومساحة مريحة لسبعة ركاب.',
    },
    { popular: true },
  ),
  m(
    'RAC-0023',
    'Toyota',
    'Land Cruiser',
    'SUV Premium',
    'large-suv',
    [7, 7, 4, 5],
    'Automatic',
    '#c8b48a',
    [549, 489, 359],
    {
      en: 'Legendary go-anywhere capability wrapped in a luxurious seven-seat cabin.',
      ar: 'قدرة أسطورية على الوصول إلى أي مكان داخل مقصورة فاخرة بسبعة مقاعد.',
    },
  ),
  m(
    'RAC-0024',
    'Land Rover',
    'Range Rover Sport',
    'SUV Premium',
    'suv',
    [5, 5, 4, 5],
    'Automatic',
    '#1f2328',
    [899, 799, 599],
    {
      en: 'Sporting luxury with a serene cabin, air suspension and unmistakable presence.',
      ar: 'فخامة رياضية بمقصورة هادئة ونظام تعليق هوائي وحضور لا تخطئه العين.',
    },
  ),
  m(
    'RAC-0025',
    'Chevrolet',
    'Tahoe',
    'SUV Premium',
    'large-suv',
    [8, 8, 5, 5],
    'Automatic',
    '#1e3a5f',
    [449, 399, 289],
    {
      en: 'A full-size American SUV with three rows of seats, ideal for large families and airport runs with plenty of luggage.',
      ar: 'سيارة دفع رباعي أمريكية كاملة الحجم بثلاثة صفوف من المقاعد، مثالية للعائلات الكبيرة ورحلات المطار مع الكثير من الأمتعة.',
    },
  ),
  m(
    'RAC-0026',
    'Mercedes-Benz',
    'E-Class',
    'Luxury',
    'luxury-sedan',
    [5, 5, 3, 4],
    'Automatic',
    '#1f2328',
    [599, 529, 399],
    {
      en: 'The benchmark business saloon: composed, quiet and beautifully made.',
      ar: 'المعيار في سيارات الأعمال: ثبات وهدوء وجودة تصنيع رائعة.',
    },
  ),
  m('RAC-0027', 'BMW', '5 Series', 'Luxury', 'luxury-sedan', [5, 5, 3, 4], 'Automatic', '#1e3a5f', [549, 489, 379], {
    en: 'An executive saloon that is as rewarding to drive as it is comfortable to ride in.',
    ar: 'سيدان تنفيذية ممتعة في القيادة بقدر ما هي مريحة للركاب.',
  }),
  m(
    'RAC-0028',
    'Mercedes-Benz',
    'S-Class',
    'Luxury',
    'luxury-sedan',
    [5, 4, 3, 4],
    'Automatic',
    '#0f172a',
    [1199, 1049, 849],
    {
      en: 'The flagship limousine, with reclining rear seats and first-class comfort. Often booked with our chauffeur service.',
      ar: 'الليموزين الرائدة بمقاعد خلفية قابلة للإمالة وراحة من الدرجة الأولى، وغالباً ما تحجز مع خدمة السائق الخاص.',
    },
    { popular: true },
  ),
  m('RAC-0029', 'Porsche', 'Cayenne', 'Luxury', 'suv', [5, 5, 4, 5], 'Automatic', '#eef1f4', [999, 899, 699], {
    en: 'A sports car in SUV form, with thrilling performance and a luxurious, practical cabin.',
    ar: 'سيارة رياضية بهيئة دفع رباعي، بأداء مثير ومقصورة فاخرة وعملية.',
  }),
  m(
    'RAC-0030',
    'Lamborghini',
    'Huracán EVO',
    'Extra Ordinary',
    'coupe',
    [2, 2, 1, 2],
    'Automatic',
    '#d97706',
    [0, 0, 0],
    {
      en: 'A naturally aspirated V10 supercar for truly unforgettable occasions. Available on enquiry only.',
      ar: 'سيارة خارقة بمحرك V10 للمناسبات التي لا تنسى حقاً، متوفرة عند الطلب فقط.',
    },
  ),
  m(
    'RAC-0031',
    'Mercedes-AMG',
    'G 63',
    'Extra Ordinary',
    'large-suv',
    [5, 5, 3, 5],
    'Automatic',
    '#1f2328',
    [1899, 1699, 1299],
    {
      en: 'The legendary G-Wagon with a hand-built AMG V8: a statement on any road in the Emirates.',
      ar: 'جي كلاس الأسطورية بمحرك AMG V8 مجمع يدوياً، حضور لافت على أي طريق في الإمارات.',
    },
  ),
  m('RAC-0032', 'Kia', 'Carnival', 'Mini Van', 'minivan', [8, 8, 4, 5], 'Automatic', '#b8c0c8', [299, 259, 189], {
    en: 'A premium people carrier with sliding doors and room for eight. The easy way to move a family or a small team.',
    ar: 'مركبة عائلية فاخرة بأبواب منزلقة ومساحة لثمانية ركاب، الطريقة الأسهل لتنقل العائلة أو فريق عمل صغير.',
  }),
  m('RAC-0033', 'Toyota', 'Hiace', 'Mini Van', 'van', [13, 12, 6, 4], 'Automatic', '#eef1f4', [349, 299, 219], {
    en: 'A high-roof passenger van seating thirteen, ideal for group transfers, school runs and staff transport.',
    ar: 'حافلة ركاب بسقف مرتفع تتسع لثلاثة عشر راكباً، مثالية لنقل المجموعات والطلاب والموظفين.',
  }),
  m('RAC-0034', 'Nissan', 'Urvan', 'Mini Van', 'van', [14, 13, 6, 4], 'Automatic', '#b8c0c8', [329, 289, 209], {
    en: 'A dependable fourteen-seat van with air-conditioning vents for every row.',
    ar: 'حافلة موثوقة بأربعة عشر مقعداً مع فتحات تكييف لكل صف.',
  }),
  m(
    'RAC-0035',
    'Toyota',
    'Hilux Double Cab',
    'Commercial',
    'pickup',
    [5, 5, 2, 4],
    'Manual',
    '#f4f5f7',
    [179, 155, 109],
    {
      en: 'A hard-working pickup with a one-tonne payload, trusted on building sites and farms across the country.',
      ar: 'بيك أب عملية بحمولة طن واحد، موثوقة في مواقع البناء والمزارع في جميع أنحاء الدولة.',
    },
  ),
  m(
    'RAC-0036',
    'Toyota',
    'Hiace Cargo',
    'Commercial',
    'van',
    [3, 3, 8, 4],
    'Manual',
    '#eef1f4',
    [199, 169, 119],
    {
      en: 'A panel van with a large, flat load area and sliding side door, made for deliveries and moving day.',
      ar: 'فان بضائع بمساحة تحميل كبيرة ومستوية وباب جانبي منزلق، مصممة للتوصيل ويوم الانتقال.',
    },
    { cargo: true },
  ),
  m(
    'RAC-0037',
    'Mitsubishi',
    'Lancer',
    'Economy',
    'sedan',
    [5, 5, 2, 4],
    'Automatic',
    '#9aa5b1',
    [95, 85, 60],
    {
      en: 'A dependable compact saloon, now retired from our fleet.',
      ar: 'سيدان مدمجة موثوقة، تم إخراجها من أسطولنا.',
    },
    { active: false },
  ),
];
